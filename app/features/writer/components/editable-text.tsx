import { Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/textarea";
import { CharacterCount } from "./character-count";
import { CopyButton } from "./copy-button";
import { RewriteMenu } from "./rewrite-menu";
import type { RewriteDirection } from "../../../../core/writer/rewrite-direction";

/**
 * One part of the listing: its text with copy, a character count against the marketplace's limit, inline editing, and
 * (for the summary and the description sections) writing it again, plainly or with a direction.
 */
export function EditableText({
  label,
  text,
  min,
  max,
  onSave,
  onRewrite,
  highlights = [],
  busy,
  headingLevel = "h3",
  extra,
  emptyNote,
}: {
  label: string;
  text: string;
  min?: number;
  max?: number;
  onSave: (text: string) => Promise<void>;
  onRewrite?: (direction?: RewriteDirection) => Promise<void>;
  /** The home's own highlights, offered as "Lead with…" choices. */
  highlights?: readonly string[];
  busy?: boolean;
  headingLevel?: "h2" | "h3";
  extra?: ReactNode;
  /** Said in place of an empty text (a section left out of the listing); nothing to copy or rewrite then. */
  emptyNote?: string;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(text);
  const [saving, setSaving] = useState(false);
  const Heading = headingLevel;
  const empty = text.trim() === "";
  const save = async () => {
    setSaving(true);
    try {
      await onSave(value.trim());
      setEditing(false);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold">{label}</Heading>
        <div className="flex flex-wrap items-center gap-2">
          <CharacterCount text={editing ? value : text} min={min} max={max} />
          {!editing ? (
            <>
              {empty ? null : <CopyButton text={text} what={label} />}
              <Button type="button" variant="ghost" size="sm" onClick={() => (setValue(text), setEditing(true))} aria-label={`Edit ${label}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              {onRewrite && !empty ? <RewriteMenu label={label} busy={busy} highlights={highlights} onRewrite={(direction) => void onRewrite(direction)} /> : null}
            </>
          ) : null}
        </div>
      </div>
      {editing ? (
        <div className="flex flex-col gap-2">
          <Textarea aria-label={label} value={value} rows={Math.min(14, Math.max(3, Math.ceil(value.length / 90)))} onChange={(e) => setValue(e.target.value)} />
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={() => void save()} disabled={saving || value.trim() === ""}>
              {saving ? "Saving…" : "Save"}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </Button>
          </div>
        </div>
      ) : empty && emptyNote ? (
        <p className="text-sm text-muted-foreground">{emptyNote}</p>
      ) : (
        <p className="whitespace-pre-line leading-relaxed">{text}</p>
      )}
      {extra}
    </section>
  );
}
