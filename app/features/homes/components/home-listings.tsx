import { Link } from "react-router";
import type { HomeListing } from "../../../../contracts/homes";
import { Badge } from "../../../components/ui/badge";
import { describeScore, groupListings } from "./home-words";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const STATUS_TEXT = { generating: "Being written", ready: "Ready", failed: "Failed" } as const;

function ListingLine({ listing }: { listing: HomeListing }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 lg:flex-row lg:items-baseline lg:justify-between lg:gap-4">
      {listing.status === "ready" ? (
        <Link to={`/listings/${listing.id}`} className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline">
          {listing.title}
        </Link>
      ) : (
        <span className="min-w-0 font-medium break-words">{listing.title}</span>
      )}
      <span className="flex shrink-0 flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {listing.status !== "ready" ? <Badge variant="outline">{STATUS_TEXT[listing.status]}</Badge> : null}
        {listing.overallScore !== null ? <span className="tabular-nums">Score {describeScore(listing.overallScore)}</span> : null}
        <time dateTime={listing.createdAt}>{dateFormat.format(new Date(listing.createdAt))}</time>
      </span>
    </div>
  );
}

/** The home's listings per marketplace and language: the newest of each, with the older ones as earlier versions. */
export function HomeListings({ listings }: { listings: readonly HomeListing[] }) {
  const groups = groupListings(listings);
  return (
    <section aria-labelledby="home-listings-heading" className="flex flex-col gap-3">
      <h2 id="home-listings-heading" className="text-xl font-semibold">
        Listings
      </h2>
      {groups.length === 0 ? <p className="text-sm text-muted-foreground">No listing written for this home yet: “Write a listing” above starts one from its facts.</p> : null}
      {groups.map((group) => (
        <article key={group.key} aria-label={group.title} className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
          <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{group.title}</h3>
          <ListingLine listing={group.latest} />
          {group.earlier.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-muted-foreground">
                {group.earlier.length === 1 ? "1 earlier version" : `${group.earlier.length} earlier versions`}
              </summary>
              <ul className="mt-2 flex flex-col gap-2 border-l pl-3">
                {group.earlier.map((listing) => (
                  <li key={listing.id}>
                    <ListingLine listing={listing} />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </article>
      ))}
    </section>
  );
}
