import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { FormField } from "../../../components/ui/form-field";
import { showToast } from "../../../lib/toast";
import { useContractForm } from "../../../lib/use-contract-form";
import { PASSWORD_HINT } from "../api/password-rules";
import { resetPasswordSchema, useResetPassword } from "../api/reset-password";
import { SubmitButton } from "./submit-button";
import { Form } from "../../../components/ui/form";

/** A new password typed twice, sent with the token from the e-mail's link; then on to log in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useContractForm(resetPasswordSchema, { defaultValues: { newPassword: "", confirmPassword: "" } });
  const reset = useResetPassword();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          showToast({ title: "Password changed", description: "Log in with your new password.", variant: "success" });
          navigate("/auth", { replace: true });
        },
        onError: (error) => form.setFormError(error.message),
      },
    );
  });

  return (
    <Form noValidate onSubmit={onSubmit} className="flex w-full flex-col gap-4 text-left" aria-label="Choose a new password">
      {form.formError ? <Alert variant="destructive">{form.formError}</Alert> : null}
      <FormField label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...form.field("newPassword")} />
      <FormField label="Confirm new password" type="password" autoComplete="new-password" {...form.field("confirmPassword")} />
      <SubmitButton pending={reset.isPending} className="w-full">
        Save the new password
      </SubmitButton>
    </Form>
  );
}
