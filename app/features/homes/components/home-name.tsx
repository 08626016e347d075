import { useQueryClient } from "../../../lib/query";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { HOME_NAME_MAX } from "../../../../contracts/homes";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import { homesQueryKey } from "../api/homes-query-key";
import { renameHome } from "../api/rename-home";
import { Form } from "../../../components/ui/form";

/** The home's name as the page's heading, renamed in place: the server's message shows if it refuses the name. */
export function HomeName({ id, name }: { id: string; name: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  // The server checks the name (the e2e tests read its words); its refusal is set on the field and stays there while
  // the host types, until the next save.
  const form = useForm({ defaultValues: { name }, reValidateMode: "onSubmit" });
  const error = form.formState.errors.name?.message;
  const saving = form.formState.isSubmitting;

  const save = form.handleSubmit(async ({ name: value }) => {
    try {
      await renameHome(id, value);
      await queryClient.invalidateQueries({ queryKey: homesQueryKey });
      setEditing(false);
      form.clearErrors();
      showToast({ title: "Home renamed", variant: "success", duration: 2500 });
    } catch (cause) {
      form.setError("name", { type: "server", message: cause instanceof ApiError ? cause.message : "The name could not be saved. Please try again." });
    }
  });

  if (!editing) {
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words md:text-4xl">{name}</h1>
        <Button variant="ghost" size="sm" onClick={() => (form.reset({ name }), setEditing(true))}>
          <Pencil aria-hidden="true" />
          Rename
        </Button>
      </div>
    );
  }
  return (
    <Form onSubmit={(e) => void save(e)} aria-label="Rename the home" className="flex flex-col gap-2">
      {/* The heading stays for screen readers while the name is being edited. */}
      <h1 className="sr-only">{name}</h1>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          aria-label="Name of the home"
          {...form.register("name")}
          maxLength={HOME_NAME_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "home-name-error" : undefined}
          className="max-w-md text-lg md:text-lg"
          autoFocus
        />
        <Button type="submit" size="sm" disabled={saving}>
          Save name
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => (setEditing(false), form.clearErrors())}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id="home-name-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
