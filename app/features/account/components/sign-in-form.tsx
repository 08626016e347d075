import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { FormField } from "../../../components/ui/form-field";
import { useContractForm } from "../../../lib/use-contract-form";
import { signInSchema, useSignInWithEmail } from "../api/sign-in-with-email";
import { SubmitButton } from "./submit-button";
import { Form } from "../../../components/ui/form";

const linkClass = "rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * E-mail and password. On success the viewer is reloaded and the page moves on; on failure the server's answer is
 * shown in our words (wrong credentials, unconfirmed e-mail, too many attempts).
 */
export function SignInForm() {
  const form = useContractForm(signInSchema, { defaultValues: { email: "", password: "" } });
  const signIn = useSignInWithEmail();

  const onSubmit = form.handleSubmit((input) => {
    signIn.mutate(input, { onError: (error) => form.setFormError(error.message) });
  });

  return (
    <Form noValidate onSubmit={onSubmit} className="flex w-full flex-col gap-4 text-left" aria-label="Log in">
      {form.formError ? <Alert variant="destructive">{form.formError}</Alert> : null}
      <FormField label="E-mail" type="email" autoComplete="email" inputMode="email" {...form.field("email")} />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        labelAside={
          <Link to="/reset-password" className={linkClass}>
            Forgot password?
          </Link>
        }
        {...form.field("password")}
      />
      <SubmitButton pending={signIn.isPending} className="w-full">
        Log In
      </SubmitButton>
    </Form>
  );
}
