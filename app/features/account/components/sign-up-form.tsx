import { Alert } from "../../../components/ui/alert";
import { FormField } from "../../../components/ui/form-field";
import { PASSWORD_HINT } from "../api/password-rules";
import { signUpSchema, useSignUpWithEmail } from "../api/sign-up-with-email";
import { SubmitButton } from "./submit-button";
import { useZodForm } from "./use-zod-form";

/** Full name, e-mail and a password typed twice; on success the page says to check the e-mail (whatever the address). */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const form = useZodForm(signUpSchema, { name: "", email: "", password: "", confirmPassword: "" });
  const signUp = useSignUpWithEmail();

  const onSubmit = form.handleSubmit((input) => {
    form.setFormError(undefined);
    signUp.mutate(input, {
      onSuccess: () => onSignedUp(input.email),
      onError: (error) => form.setFormError(error.message),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex w-full flex-col gap-4 text-left" aria-label="Create your account">
      {form.errors.form ? <Alert variant="destructive">{form.errors.form}</Alert> : null}
      <FormField label="Full name" autoComplete="name" {...form.textField("name")} />
      <FormField label="E-mail" type="email" autoComplete="email" inputMode="email" {...form.textField("email")} />
      <FormField label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...form.textField("password")} />
      <FormField label="Confirm password" type="password" autoComplete="new-password" {...form.textField("confirmPassword")} />
      <SubmitButton pending={signUp.isPending} className="w-full">
        Create account
      </SubmitButton>
    </form>
  );
}
