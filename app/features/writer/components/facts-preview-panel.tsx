import { ClipboardList, Lightbulb } from "lucide-react";
import { previewFacts } from "../facts-preview";
import type { FactsDraft } from "./facts-draft";

/** Before the credit is spent: what the listing will be written from, and what to add when the facts are thin. */
export function FactsPreviewPanel({ draft }: { draft: FactsDraft }) {
  const { builtFrom, toAdd } = previewFacts(draft);
  return (
    <section aria-labelledby="facts-preview-title" className="flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm">
      <div className="flex flex-col gap-2">
        <h2 id="facts-preview-title" className="flex items-center gap-2 font-semibold">
          <ClipboardList className="size-4 text-muted-foreground" aria-hidden="true" />
          Your listing will be written from
        </h2>
        <ul className="list-disc pl-5 text-sm text-muted-foreground">
          {builtFrom.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {toAdd.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-md border border-warning/50 bg-warning/10 p-4">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Lightbulb className="size-4 text-warning" aria-hidden="true" />
            For a better listing
          </h3>
          <ul className="list-disc pl-5 text-sm">
            {toAdd.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
