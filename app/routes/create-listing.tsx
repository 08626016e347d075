import { CreditCard, Gauge, History } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/create-listing";

export const meta: Route.MetaFunction = () => [
  { title: "Create Listing | ListingLift" },
  { name: "description", content: "Write a complete Airbnb, Vrbo or Booking.com listing from the facts of your home: titles, description sections, house rules and nearby places." },
];

export default function CreateListingPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Create Listing"
        description="Describe your home, its rooms, amenities and what guests love, and ListingLift writes title options, the description sections, house rules and nearby places for Airbnb, Vrbo or Booking.com. One listing uses one credit."
      />
      <SignedInOnly action="create a listing">
        <PageLinks
          label="Related"
          links={[
            { title: "Buy credits", description: "One credit writes one listing; no subscription.", href: "/pricing", Icon: CreditCard },
            { title: "Grade a listing first", description: "See what your current listing is missing.", href: "/listing-quality-grader", Icon: Gauge },
            { title: "Listing History", description: "Open the listings you have already generated.", href: "/listing-history", Icon: History },
          ]}
        />
      </SignedInOnly>
    </PageContainer>
  );
}
