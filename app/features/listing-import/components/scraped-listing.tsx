import type { ScrapeResponse } from "../../../../contracts/scrape";
import { JsonView } from "./json-view";
import { ListingDetails } from "./listing-details";
import { ListingOverview } from "./listing-overview";
import { ListingPhotos } from "./listing-photos";
import { ListingReviews } from "./listing-reviews";

/** Everything read from one listing: the normalised listing first, then the data it was read from. */
export function ScrapedListing({ result }: { result: ScrapeResponse }) {
  const { data: listing, meta, raw } = result;
  return (
    <section aria-label="Scraped listing" className="flex flex-col gap-6">
      <ListingOverview listing={listing} meta={meta} />
      <ListingPhotos listing={listing} />
      <ListingDetails listing={listing} />
      <ListingReviews listing={listing} />
      <div className="flex flex-col gap-3">
        <JsonView
          label="Raw data"
          value={raw ?? null}
          description={raw ? "the structured data the listing was read from" : "the page carried no structured data"}
        />
        <JsonView label="Normalised listing (JSON)" value={listing} description="as the API and the grader receive it" />
      </div>
    </section>
  );
}
