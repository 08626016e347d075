import { useQueryClient } from "../../../lib/query";
import { HousePlus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { HOME_NAME_MAX } from "../../../../contracts/homes";
import type { PropertyFacts } from "../../../../core/writer/property-facts";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import { FieldShell } from "../../writer/components/field-shell";
import { deleteDraft } from "../../writer/api/delete-draft";
import { saveAsHome } from "../api/save-as-home";
import { homesQueryKey } from "../api/homes-query-key";

/**
 * "Save as a home": keeps the form's facts as one of the host's homes, without writing (nothing is charged). The facts
 * are checked as for writing (`readFacts` marks what is missing); the draft is cleared, so the next home starts empty.
 */
export function SaveAsHome({ readFacts }: { readFacts: () => Promise<PropertyFacts | null> }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const start = async () => {
    const facts = await readFacts();
    if (!facts) return;
    if (name === "") setName(`${facts.propertyType} in ${facts.location.city}`.slice(0, HOME_NAME_MAX));
    setOpen(true);
  };

  const save = async () => {
    const facts = await readFacts();
    if (!facts) return;
    if (name.trim() === "") return setError("Give the home a name.");
    setSaving(true);
    try {
      const home = await saveAsHome({ name: name.trim(), facts });
      void deleteDraft().catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: homesQueryKey });
      showToast({ title: "Saved to your homes", description: `“${home.name}” is kept with its facts: write, grade and caption from its page.`, variant: "success" });
      void navigate(`/homes/${home.id}`);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : "The home could not be saved. Please try again.");
      setSaving(false);
    }
  };

  if (!open) {
    return (
      <Button type="button" variant="outline" size="lg" onClick={() => void start()}>
        <HousePlus aria-hidden="true" />
        Save as a home
      </Button>
    );
  }
  return (
    <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-end">
      <FieldShell label="Name of the home" hint="Only you see it, in your homes." error={error} className="flex-1">
        {(field) => (
          <Input
            {...field}
            value={name}
            maxLength={HOME_NAME_MAX}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                void save();
              }
            }}
          />
        )}
      </FieldShell>
      <div className="flex gap-2">
        <Button type="button" onClick={() => void save()} disabled={saving}>
          {saving ? "Saving…" : "Save home"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={saving}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
