import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { showToast } from "../../../lib/toast";
import { useContractForm } from "../../../lib/use-contract-form";
import { DELETE_CONFIRMATION_WORD, deleteAccountSchema, useDeleteAccount } from "../api/delete-account";
import { useHasPassword } from "../api/list-accounts";
import { SubmitButton } from "./submit-button";
import { Form } from "../../../components/ui/form";

const EMPTY = { confirmation: "", password: "" };

function DeleteAccountForm({ onCancelled }: { onCancelled: () => void }) {
  const { hasPassword } = useHasPassword();
  const form = useContractForm(deleteAccountSchema, { defaultValues: EMPTY });
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [confirmation, password] = useWatch({ control: form.control, name: ["confirmation", "password"] });
  const ready = confirmation === DELETE_CONFIRMATION_WORD && (!hasPassword || password !== "");

  const onSubmit = form.handleSubmit((input) => {
    remove.mutate(
      { password: input.password },
      {
        onSuccess: () => {
          showToast({ title: "Your account has been deleted", description: "Your listings, credits and history are gone with it.", variant: "success" });
          navigate("/", { replace: true });
        },
        onError: (error) => form.setFormError(error.message),
      },
    );
  });

  return (
    <Form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {form.formError ? <Alert variant="destructive">{form.formError}</Alert> : null}
      <FormField
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.field("confirmation")}
      />
      {hasPassword ? <FormField label="Your password" type="password" autoComplete="current-password" {...form.field("password")} /> : null}
      <AlertDialogFooter>
        <AlertDialogCancel onClick={onCancelled}>Cancel</AlertDialogCancel>
        <SubmitButton variant="destructive" pending={remove.isPending} disabled={!ready}>
          Delete my account
        </SubmitButton>
      </AlertDialogFooter>
    </Form>
  );
}

/** Deleting the account: a confirmation dialog where the user types DELETE and their password. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Deletes your account and everything in it: your listings, grades, credits and history. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">Delete account…</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account for good?</AlertDialogTitle>
              <AlertDialogDescription>
                Your listings, grades, unused credits and history are deleted with it, and you are signed out everywhere. We
                cannot bring any of it back.
              </AlertDialogDescription>
            </AlertDialogHeader>
            {open ? <DeleteAccountForm onCancelled={() => setOpen(false)} /> : null}
          </AlertDialogContent>
        </AlertDialog>
      </CardFooter>
    </Card>
  );
}
