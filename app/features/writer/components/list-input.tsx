import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { FieldShell } from "./field-shell";

/** A list of short texts: type one, press Enter or Add; each can be removed. */
export function ListInput({
  label,
  hint,
  placeholder,
  values,
  onChange,
  maxItems,
  error,
}: {
  label: string;
  hint?: string;
  placeholder?: string;
  values: string[];
  onChange: (values: string[]) => void;
  maxItems: number;
  error?: string;
}) {
  const [text, setText] = useState("");
  const add = () => {
    const value = text.trim();
    if (!value || values.length >= maxItems || values.some((v) => v.toLowerCase() === value.toLowerCase())) return;
    onChange([...values, value]);
    setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };
  return (
    <FieldShell label={label} hint={hint ?? `Press Enter to add. Up to ${maxItems}.`} error={error}>
      {(control) => (
        <div className="flex flex-col gap-2">
          <div className="flex gap-2">
            <Input {...control} value={text} placeholder={placeholder} maxLength={200} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} />
            <Button type="button" variant="outline" onClick={add} disabled={!text.trim() || values.length >= maxItems}>
              Add
            </Button>
          </div>
          {values.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={label}>
              {values.map((value) => (
                <li key={value} className="flex items-center gap-1 rounded-full border bg-muted px-3 py-1 text-sm">
                  <span>{value}</span>
                  <button
                    type="button"
                    className="rounded-full p-0.5 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={`Remove ${value}`}
                    onClick={() => onChange(values.filter((v) => v !== value))}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
