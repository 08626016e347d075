import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { API_KEY_NAME_MAX_LENGTH, type CreatedApiKey, createApiKeyRequestSchema } from "../../../../contracts/api-keys";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { useContractForm } from "../../../lib/use-contract-form";
import { useCreateApiKey } from "../api/create-api-key";
import { CopyButton } from "./copy-button";
import { Form } from "../../../components/ui/form";

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <>
      <DialogTitle>Your new API key</DialogTitle>
      <DialogDescription>Copy “{created.name}” now and keep it somewhere safe. It will not be shown again; if you lose it, revoke it and create another.</DialogDescription>
      <div className="flex flex-col gap-2 rounded-md border bg-muted/50 p-3 sm:flex-row sm:items-center">
        <code data-testid="new-api-key" className="min-w-0 flex-1 break-all font-mono text-sm">
          {created.key}
        </code>
        <CopyButton text={created.key} label="Copy the API key" />
      </div>
      <p className="text-sm text-muted-foreground">
        Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> with every request.
      </p>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </>
  );
}

/** "Create API key": a name, then the key itself, shown this once with a copy button. */
export function CreateKeyDialog() {
  const [open, setOpen] = useState(false);
  // The name's message stays until the next press of "Create key", as it always has (it is not cleared while typing).
  const form = useContractForm(createApiKeyRequestSchema, { defaultValues: { name: "" } });
  const create = useCreateApiKey();
  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      create.reset();
    }
  };
  const submit = form.handleSubmit(({ name }) => create.mutate(name));
  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Create API key
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        {create.data ? (
          <NewKey created={create.data} onDone={() => reset(false)} />
        ) : (
          <Form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <DialogTitle>Create an API key</DialogTitle>
            <FormField
              label="Key name"
              {...form.register("name")}
              maxLength={API_KEY_NAME_MAX_LENGTH}
              placeholder="e.g. PMS sync"
              hint="So you know which tool uses it when you see it in the list."
              error={form.fieldError("name")}
              autoFocus
            />
            {create.error ? <Alert variant="destructive">{create.error.message}</Alert> : null}
            <div className="flex justify-end">
              <Button type="submit" disabled={create.isPending}>
                <KeyRound aria-hidden="true" />
                {create.isPending ? "Creating…" : "Create key"}
              </Button>
            </div>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
