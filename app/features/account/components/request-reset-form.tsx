import { Alert } from "../../../components/ui/alert";
import { FormField } from "../../../components/ui/form-field";
import { useContractForm } from "../../../lib/use-contract-form";
import { requestResetSchema, useRequestPasswordReset } from "../api/request-password-reset";
import { SubmitButton } from "./submit-button";
import { Form } from "../../../components/ui/form";

/** The answer is the same for every address, so this page tells nobody which e-mails have an account. */
export const RESET_LINK_SENT_MESSAGE = "If an account exists for that e-mail, we have sent a link to reset your password.";

export function RequestResetForm() {
  const form = useContractForm(requestResetSchema, { defaultValues: { email: "" } });
  const request = useRequestPasswordReset();

  const onSubmit = form.handleSubmit((input) => {
    request.mutate(input, { onError: (error) => form.setFormError(error.message) });
  });

  if (request.isSuccess) {
    return (
      <Alert variant="success" title="Check your e-mail" className="w-full">
        {RESET_LINK_SENT_MESSAGE} The link works for 1 hour.
      </Alert>
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} className="flex w-full flex-col gap-4 text-left" aria-label="Reset your password">
      {form.formError ? <Alert variant="destructive">{form.formError}</Alert> : null}
      <FormField label="E-mail" type="email" autoComplete="email" inputMode="email" {...form.field("email")} />
      <SubmitButton pending={request.isPending} className="w-full">
        Send the reset link
      </SubmitButton>
    </Form>
  );
}
