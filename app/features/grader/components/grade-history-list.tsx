import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { GRADE_HISTORY_PAGE_SIZE, useGradeHistory } from "../api/list-grade-history";
import { ImproveListingLink } from "./improve-listing-link";
import { levelClass } from "./score-style";
import { ScoreTrend } from "./score-trend";

// Made on first use, not when the module loads: a page's first Intl object costs 90-170 ms at Lighthouse's 4x slower
// CPU (docs/benchmarks.md), and the home page loads this module for every visitor but shows the history only to users.
let dateFormat: Intl.DateTimeFormat | undefined;
const formatWhen = (iso: string) => (dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" })).format(new Date(iso));

/** A signed-in user's past analyses, newest first, each with its listing's score over time and the writer's way in. */
export function GradeHistoryList({ headingLevel }: { headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
  const [page, setPage] = useState(1);
  const history = useGradeHistory(page, true);
  const data = history.data;
  if (!data || data.total === 0) return null;
  const pages = Math.max(1, Math.ceil(data.total / GRADE_HISTORY_PAGE_SIZE));
  return (
    <section aria-labelledby="grade-history-heading" className="flex flex-col gap-3">
      <Heading id="grade-history-heading" className="text-lg font-semibold">
        Your past analyses
      </Heading>
      <ul className="flex flex-col gap-3">
        {data.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-medium break-words">{item.title}</p>
              <p className="text-xs text-muted-foreground">
                {item.source === "text" ? "Pasted text" : item.marketplaceListingId ? `Airbnb listing ${item.marketplaceListingId}` : "Listing"} ·{" "}
                <time dateTime={item.createdAt}>{formatWhen(item.createdAt)}</time>
              </p>
              <ScoreTrend points={item.scoreHistory} />
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-3">
              <span className="text-2xl font-bold tabular-nums">{item.overallScore}</span>
              <Badge variant="outline" className={cn(levelClass(item.qualityLevel))}>
                {item.qualityLevel}
              </Badge>
              <ImproveListingLink gradeId={item.id} size="sm" />
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Past analyses pages" className="flex items-center justify-between gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Newer
          </Button>
          <span className="text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Older
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
