import { Info, TriangleAlert } from "lucide-react";
import type { FullAnalysis } from "../../../../contracts/grader";

const FIELD_NAMES = { title: "Title", description: "Description", amenities: "Amenities", photos: "Photos" } as const;

/** Checks beside the score that do not change it: marketplace rules, photo count, amenities left out of the list. */
export function AdvisoryList({ advisories, headingLevel }: { advisories: FullAnalysis["result"]["advisories"]; headingLevel: "h3" | "h4" }) {
  const Heading = headingLevel;
  if (advisories.length === 0) return null;
  return (
    <section aria-label="Marketplace checks" className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-4">
      <Heading className="font-semibold">Marketplace checks</Heading>
      <p className="text-xs text-muted-foreground">These do not change the score, but guests and Airbnb's rules notice them.</p>
      <ul className="flex flex-col gap-2">
        {advisories.map((advisory) => (
          <li key={`${advisory.id}-${advisory.message}`} className="flex items-start gap-2 text-sm">
            {advisory.severity === "warning" ? (
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-label="Warning" />
            ) : (
              <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="Note" />
            )}
            <span className="min-w-0 break-words">
              <span className="font-medium">{FIELD_NAMES[advisory.field]}:</span> {advisory.message}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
