import { ChevronRight } from "lucide-react";
import { useState } from "react";

/**
 * A collapsible JSON view. The text is rendered only once opened: the embedded page data can run to a few hundred KB.
 */
export function JsonView({ label, value, description }: { label: string; value: unknown; description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="group rounded-lg border bg-card" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-0.5 px-4 py-3 font-medium [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden="true" />
        {label}
        {description ? <span className="basis-full pl-6 text-sm font-normal text-muted-foreground sm:basis-auto sm:pl-0">{description}</span> : null}
      </summary>
      {open ? (
        <pre className="max-h-[32rem] overflow-auto border-t bg-muted/40 p-4 text-xs leading-relaxed" tabIndex={0}>
          {JSON.stringify(value, null, 2)}
        </pre>
      ) : null}
    </details>
  );
}
