import { ChevronRight } from "lucide-react";
import type { DebugLine } from "./use-listing-grader";

/** Spec §2: a collapsible debug log, shown once there is something in it. */
export function DebugLog({ lines }: { lines: DebugLine[] }) {
  if (lines.length === 0) return null;
  return (
    <details className="group rounded-lg border bg-card text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        Debug log ({lines.length})
      </summary>
      <ol className="max-h-64 overflow-auto border-t px-4 py-3 font-mono text-xs leading-relaxed">
        {lines.map((line, index) => (
          <li key={index} className="break-words">
            <span className="text-muted-foreground">{line.at}</span> {line.text}
          </li>
        ))}
      </ol>
    </details>
  );
}
