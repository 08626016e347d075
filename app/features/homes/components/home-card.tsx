import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { HomeSummary } from "../../../../contracts/homes";
import { countListings, describePlace, describeScore } from "./home-words";

/** One home in the list: its name (the link), what and where it is, its listings and its latest score. */
export function HomeCard({ home }: { home: HomeSummary }) {
  return (
    <li className="relative flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary/50">
      <h2 className="min-w-0 text-lg font-semibold break-words">
        {/* The whole card answers the click; the link's text stays the home's name for screen readers. */}
        <Link to={`/homes/${home.id}`} className="text-primary underline-offset-4 after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring">
          {home.name}
        </Link>
      </h2>
      <p className="text-sm text-muted-foreground break-words">{describePlace(home)}</p>
      <p className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span>{countListings(home.listingCount)}</span>
        <span className="flex items-center gap-1 font-medium tabular-nums">
          {home.latestScore === null ? <span className="font-normal text-muted-foreground">Not scored yet</span> : <span>Score {describeScore(home.latestScore)}</span>}
          <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
        </span>
      </p>
    </li>
  );
}
