import { Alert } from "../../../components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { showToast } from "../../../lib/toast";
import { useContractForm } from "../../../lib/use-contract-form";
import { changePasswordSchema, useChangePassword } from "../api/change-password";
import { useHasPassword } from "../api/list-accounts";
import { PASSWORD_HINT } from "../api/password-rules";
import { SubmitButton } from "./submit-button";
import { Form } from "../../../components/ui/form";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "", revokeOtherSessions: true };

/** Current password, the new one twice, and whether to sign out every other device at the same time. */
export function ChangePasswordForm() {
  const { hasPassword, isLoading } = useHasPassword();
  const form = useContractForm(changePasswordSchema, { defaultValues: EMPTY });
  const change = useChangePassword();

  const onSubmit = form.handleSubmit((input) => {
    change.mutate(input, {
      onSuccess: () => {
        form.reset(EMPTY);
        showToast({
          title: "Password changed",
          description: input.revokeOtherSessions ? "Your other devices have been signed out." : undefined,
          variant: "success",
        });
      },
      onError: (error) => form.setFormError(error.message),
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          {hasPassword || isLoading
            ? "Change the password you log in with."
            : "You sign in with an outside provider, so your account has no password here."}
        </CardDescription>
      </CardHeader>
      {hasPassword ? (
        <CardContent>
          <Form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change password">
            {form.formError ? <Alert variant="destructive">{form.formError}</Alert> : null}
            <FormField label="Current password" type="password" autoComplete="current-password" {...form.field("currentPassword")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...form.field("newPassword")} />
              <FormField label="Confirm new password" type="password" autoComplete="new-password" {...form.field("confirmPassword")} />
            </div>
            <label className="flex items-start gap-2.5 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                {...form.register("revokeOtherSessions")}
              />
              <span>Sign out of all other devices</span>
            </label>
            <div>
              <SubmitButton pending={change.isPending}>Change password</SubmitButton>
            </div>
          </Form>
        </CardContent>
      ) : null}
    </Card>
  );
}
