import { LoaderCircle } from "lucide-react";
import { Card, CardContent } from "../../../components/ui/card";
import { useScrapeListing } from "../api/scrape-listing";
import { ScrapeErrorPanel } from "./scrape-error-panel";
import { ScrapeForm } from "./scrape-form";
import { ScrapedListing } from "./scraped-listing";

/** The admin scraper: a URL in; the listing, its raw data and the time it took out, or the error panel. */
export function AirbnbScraper() {
  const scrape = useScrapeListing();
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="pt-6">
          <ScrapeForm
            pending={scrape.isPending}
            onScrape={(url) => {
              scrape.reset();
              scrape.mutate({ url });
            }}
          />
        </CardContent>
      </Card>
      {scrape.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Fetching the listing from Airbnb…
        </p>
      ) : null}
      {scrape.error ? <ScrapeErrorPanel message={scrape.error.message} /> : null}
      {scrape.data ? <ScrapedListing key={`${scrape.data.meta.listingId}-${scrape.data.meta.fetchedAt}`} result={scrape.data} /> : null}
    </div>
  );
}
