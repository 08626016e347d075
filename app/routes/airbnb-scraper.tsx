import { Gauge, ShieldAlert } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { Card, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { AirbnbScraper } from "../features/listing-import/components/airbnb-scraper";
import { useViewer } from "../features/session/api/get-session";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/airbnb-scraper";

export const meta: Route.MetaFunction = () => [
  { title: "Airbnb Scraper | ListingLift" },
  { name: "description", content: "Fetch an Airbnb listing from its URL and see the title, description, amenities, photos, host and reviews as ListingLift reads them." },
];

/** The scraper calls an admin endpoint (POST /api/v1/scrape); other signed-in users are told so instead of a 403. */
function AdminScraper() {
  const { isAdmin } = useViewer();
  if (isAdmin) return <AirbnbScraper />;
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader className="items-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>For administrators</CardTitle>
        <CardDescription>The Airbnb scraper is open to administrators. To score a listing, use the Listing Quality Grader.</CardDescription>
      </CardHeader>
    </Card>
  );
}

export default function AirbnbScraperPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Airbnb Scraper"
        description="Fetch an Airbnb listing from its URL and see what ListingLift reads from it: title, description, amenities, photos, host and reviews."
      />
      <SignedInOnly action="use the Airbnb scraper">
        <div className="flex flex-col gap-10">
          <AdminScraper />
          <PageLinks
            label="Related"
            links={[
              { title: "Listing Quality Grader", description: "Score a listing from its URL or its text.", href: "/listing-quality-grader", Icon: Gauge },
            ]}
          />
        </div>
      </SignedInOnly>
    </PageContainer>
  );
}
