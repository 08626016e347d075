import { useWatch } from "react-hook-form";
import type { Viewer } from "../../../../contracts/session";
import { Alert } from "../../../components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { showToast } from "../../../lib/toast";
import { useContractForm } from "../../../lib/use-contract-form";
import { updateNameSchema, useUpdateName } from "../api/update-name";
import { SubmitButton } from "./submit-button";
import { Form } from "../../../components/ui/form";

/** The user's full name, shown in the avatar menu and used for the initials (spec §3). */
export function ProfileNameForm({ user }: { user: Viewer }) {
  const form = useContractForm(updateNameSchema, { defaultValues: { name: user.name } });
  const update = useUpdateName();
  const name = useWatch({ control: form.control, name: "name" });
  const unchanged = name.trim() === user.name.trim();

  const onSubmit = form.handleSubmit((input) => {
    update.mutate(input, {
      onSuccess: () => showToast({ title: "Name saved", description: `You appear as ${input.name} now.`, variant: "success" }),
      onError: (error) => form.setFormError(error.message),
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your name</CardTitle>
        <CardDescription>How ListingLift greets you, in the account menu and in e-mails.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Your name">
          {form.formError ? <Alert variant="destructive">{form.formError}</Alert> : null}
          <FormField label="Full name" autoComplete="name" {...form.field("name")} />
          <div>
            <SubmitButton pending={update.isPending} disabled={unchanged}>
              Save name
            </SubmitButton>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
