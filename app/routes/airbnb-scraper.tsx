import { Gauge } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/airbnb-scraper";

export const meta: Route.MetaFunction = () => [
  { title: "Airbnb Scraper | ListingLift" },
  { name: "description", content: "Fetch an Airbnb listing from its URL and see the title, description, amenities, photos, host and reviews as ListingLift reads them." },
];

export default function AirbnbScraperPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Airbnb Scraper"
        description="Fetch an Airbnb listing from its URL and see what ListingLift reads from it: title, description, amenities, photos, host and reviews."
      />
      <SignedInOnly action="use the Airbnb scraper">
        <PageLinks
          label="Related"
          links={[
            { title: "Listing Quality Grader", description: "Score a listing from its URL or its text.", href: "/listing-quality-grader", Icon: Gauge },
          ]}
        />
      </SignedInOnly>
    </PageContainer>
  );
}
