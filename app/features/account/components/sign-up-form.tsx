import { Alert } from "../../../components/ui/alert";
import { FormField } from "../../../components/ui/form-field";
import { useContractForm } from "../../../lib/use-contract-form";
import { PASSWORD_HINT } from "../api/password-rules";
import { signUpSchema, useSignUpWithEmail } from "../api/sign-up-with-email";
import { SubmitButton } from "./submit-button";
import { Form } from "../../../components/ui/form";

/** Full name, e-mail and a password typed twice; on success the page says to check the e-mail (whatever the address). */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const form = useContractForm(signUpSchema, { defaultValues: { name: "", email: "", password: "", confirmPassword: "" } });
  const signUp = useSignUpWithEmail();

  const onSubmit = form.handleSubmit((input) => {
    signUp.mutate(input, {
      onSuccess: () => onSignedUp(input.email),
      onError: (error) => form.setFormError(error.message),
    });
  });

  return (
    <Form noValidate onSubmit={onSubmit} className="flex w-full flex-col gap-4 text-left" aria-label="Create your account">
      {form.formError ? <Alert variant="destructive">{form.formError}</Alert> : null}
      <FormField label="Full name" autoComplete="name" {...form.field("name")} />
      <FormField label="E-mail" type="email" autoComplete="email" inputMode="email" {...form.field("email")} />
      <FormField label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...form.field("password")} />
      <FormField label="Confirm password" type="password" autoComplete="new-password" {...form.field("confirmPassword")} />
      <SubmitButton pending={signUp.isPending} className="w-full">
        Create account
      </SubmitButton>
    </Form>
  );
}
