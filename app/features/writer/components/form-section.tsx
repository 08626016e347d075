import type { ReactNode } from "react";
import type { FactsDraft, FieldErrors } from "./facts-draft";

export interface SectionProps {
  draft: FactsDraft;
  update: (change: (draft: FactsDraft) => FactsDraft) => void;
  errors: FieldErrors;
}

/** One step of the guided form: a fieldset with a heading and a line on why it matters. */
export function FormSection({ step, title, description, children }: { step: number; title: string; description: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5 rounded-lg border bg-card p-5 shadow-sm sm:p-6">
      <legend className="sr-only">{title}</legend>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
          {step}
        </span>
        <div>
          <h2 className="text-lg font-semibold leading-tight">{title}</h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </fieldset>
  );
}

/** A number input's value as the draft keeps it: a number, or undefined while empty. */
export function readNumber(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isNaN(value) ? undefined : value;
}
