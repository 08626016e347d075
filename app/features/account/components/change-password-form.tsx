import { Alert } from "../../../components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { showToast } from "../../../lib/toast";
import { changePasswordSchema, useChangePassword } from "../api/change-password";
import { useHasPassword } from "../api/list-accounts";
import { PASSWORD_HINT } from "../api/password-rules";
import { SubmitButton } from "./submit-button";
import { useZodForm } from "./use-zod-form";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "", revokeOtherSessions: true };

/** Current password, the new one twice, and whether to sign out every other device at the same time. */
export function ChangePasswordForm() {
  const { hasPassword, isLoading } = useHasPassword();
  const form = useZodForm(changePasswordSchema, EMPTY);
  const change = useChangePassword();

  const onSubmit = form.handleSubmit((input) => {
    form.setFormError(undefined);
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
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change password">
            {form.errors.form ? <Alert variant="destructive">{form.errors.form}</Alert> : null}
            <FormField label="Current password" type="password" autoComplete="current-password" {...form.textField("currentPassword")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...form.textField("newPassword")} />
              <FormField label="Confirm new password" type="password" autoComplete="new-password" {...form.textField("confirmPassword")} />
            </div>
            <label className="flex items-start gap-2.5 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={form.values.revokeOtherSessions}
                onChange={(event) => form.setValue("revokeOtherSessions", event.target.checked)}
              />
              <span>Sign out of all other devices</span>
            </label>
            <div>
              <SubmitButton pending={change.isPending}>Change password</SubmitButton>
            </div>
          </form>
        </CardContent>
      ) : null}
    </Card>
  );
}
