import { useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { HOME_NAME_MAX } from "../../../../contracts/homes";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import { homesQueryKey } from "../api/homes-query-key";
import { renameHome } from "../api/rename-home";

/** The home's name as the page's heading, renamed in place: the server's message shows if it refuses the name. */
export function HomeName({ id, name }: { id: string; name: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await renameHome(id, value);
      await queryClient.invalidateQueries({ queryKey: homesQueryKey });
      setEditing(false);
      setError(null);
      showToast({ title: "Home renamed", variant: "success", duration: 2500 });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : "The name could not be saved. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words md:text-4xl">{name}</h1>
        <Button variant="ghost" size="sm" onClick={() => (setValue(name), setEditing(true))}>
          <Pencil aria-hidden="true" />
          Rename
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void save(e)} aria-label="Rename the home" className="flex flex-col gap-2">
      {/* The heading stays for screen readers while the name is being edited. */}
      <h1 className="sr-only">{name}</h1>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          aria-label="Name of the home"
          value={value}
          maxLength={HOME_NAME_MAX}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "home-name-error" : undefined}
          className="max-w-md text-lg md:text-lg"
          autoFocus
        />
        <Button type="submit" size="sm" disabled={saving}>
          Save name
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => (setEditing(false), setError(null))}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id="home-name-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
