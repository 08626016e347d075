import { ChevronDown } from "lucide-react";
import { cn } from "../../../lib/cn";

export interface TocHeading {
  id: string;
  text: string;
  depth: number;
}

const linkClass =
  "block rounded-sm py-1 text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

function TocList({ headings }: { headings: readonly TocHeading[] }) {
  return (
    <ol className="flex flex-col">
      {headings.map((heading) => (
        <li key={heading.id} className={cn(heading.depth > 2 && "pl-4")}>
          <a href={`#${heading.id}`} className={cn(linkClass, heading.depth === 2 && "font-medium text-foreground/85")}>
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The page's sections as links: a sticky column beside the text on wide screens, a disclosure above it on small ones. */
export function TableOfContents({ headings, variant }: { headings: readonly TocHeading[]; variant: "sidebar" | "inline" }) {
  if (headings.length === 0) return null;
  if (variant === "sidebar") {
    return (
      <nav aria-label="On this page" className="sticky top-24 max-h-[calc(100vh-8rem)] overflow-y-auto border-l pl-4">
        <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">On this page</p>
        <TocList headings={headings} />
      </nav>
    );
  }
  return (
    <nav aria-label="On this page" className="mb-8 rounded-lg border bg-card">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-4 py-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          On this page
          <ChevronDown className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" aria-hidden="true" />
        </summary>
        <div className="border-t px-4 py-3">
          <TocList headings={headings} />
        </div>
      </details>
    </nav>
  );
}
