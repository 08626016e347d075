import { ImageIcon } from "lucide-react";
import type { CaptionSetSummary } from "../../../../contracts/captions";
import { cn } from "../../../lib/cn";
import { useCaptionSets } from "../api/list-caption-sets";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** The user's earlier sets; choosing one opens it with its captions and audit. */
export function SetHistory({ currentId, onOpen }: { currentId: string | null; onOpen: (set: CaptionSetSummary) => void }) {
  const sets = useCaptionSets();
  const items = sets.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="set-history-heading" className="flex flex-col gap-3">
      <h2 id="set-history-heading" className="text-lg font-semibold">
        Your photo sets
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((set) => (
          <li key={set.id}>
            <button
              type="button"
              onClick={() => onOpen(set)}
              aria-current={set.id === currentId ? "true" : undefined}
              className={cn(
                "flex w-full items-center gap-3 rounded-lg border bg-card p-3 text-left shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                set.id === currentId && "border-primary",
              )}
            >
              {set.coverThumbnailUrl ? (
                <img src={set.coverThumbnailUrl} alt="" className="size-14 shrink-0 rounded-md border object-cover" loading="lazy" />
              ) : (
                <span className="flex size-14 shrink-0 items-center justify-center rounded-md border bg-muted">
                  <ImageIcon className="size-5 text-muted-foreground" aria-hidden="true" />
                </span>
              )}
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="truncate font-medium">{set.name}</span>
                <span className="text-xs text-muted-foreground">
                  {set.photoCount} photo{set.photoCount === 1 ? "" : "s"}, {set.captionedCount} captioned · <time dateTime={set.updatedAt}>{dateFormat.format(new Date(set.updatedAt))}</time>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
