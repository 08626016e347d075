import { Award, ExternalLink, MapPin, Star } from "lucide-react";
import type { Listing } from "../../../../core/listing/listing";
import type { ScrapeMeta } from "../../../../contracts/scrape";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatBathrooms, formatCount, formatDuration, formatFetchedAt, formatRating, formatReviewCount, MISSING } from "./format-listing";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md bg-muted/50 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

/** How the listing was fetched: live or from the 24-hour cache, by which provider, and how long it took. */
export function FetchSummary({ meta }: { meta: ScrapeMeta }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground" aria-label="How the listing was fetched">
      <Badge variant={meta.cached ? "secondary" : "accent"}>{meta.cached ? "From cache" : "Fetched live"}</Badge>
      <span>
        Took <strong className="font-semibold text-foreground">{formatDuration(meta.durationMs)}</strong>
      </span>
      <span>Fetched {formatFetchedAt(meta.fetchedAt)}</span>
      <span>Provider: {meta.provider === "apify" ? "Apify actor" : "direct page fetch"}</span>
    </div>
  );
}

/** Title, place, rating, host and the room counts: what a person reads first on the listing page. */
export function ListingOverview({ listing, meta }: { listing: Listing; meta: ScrapeMeta }) {
  const place = listing.locationSubtitle || listing.location;
  return (
    <Card>
      <CardHeader className="gap-3">
        <FetchSummary meta={meta} />
        <CardTitle className="text-2xl">{listing.title}</CardTitle>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {place ? (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
              {place}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Star className="size-4 fill-current text-primary" aria-hidden="true" />
            <span>
              <span className="sr-only">Rating: </span>
              {formatRating(listing.rating)} · {formatReviewCount(listing.reviews)}
            </span>
          </span>
          {listing.hostData.isSuperHost ? (
            <Badge variant="outline">
              <Award className="size-3" aria-hidden="true" /> Superhost
            </Badge>
          ) : null}
          {listing.isGuestFavorite ? <Badge variant="outline">Guest favorite</Badge> : null}
          <a href={meta.canonicalUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary hover:underline">
            View on Airbnb <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Fact label="Host" value={listing.host ? `${listing.host}${listing.hostData.isSuperHost ? " (Superhost)" : ""}` : MISSING} />
          <Fact label="Property" value={listing.propertyType || listing.roomType || MISSING} />
          <Fact label="Price" value={listing.price || MISSING} />
          <Fact label="Listing id" value={listing.id} />
          <Fact label="Guests" value={formatCount(listing.accommodates)} />
          <Fact label="Bedrooms" value={formatCount(listing.bedrooms)} />
          <Fact label="Beds" value={formatCount(listing.beds)} />
          <Fact label="Baths" value={formatBathrooms(listing.bathrooms, listing.bathroomAccess)} />
        </dl>
      </CardContent>
    </Card>
  );
}
