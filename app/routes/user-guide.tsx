import { CreditCard, Gauge, Terminal, WandSparkles } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import type { Route } from "./+types/user-guide";

export const meta: Route.MetaFunction = () => [
  { title: "User Guide | ListingLift" },
  {
    name: "description",
    content: "How to use ListingLift: grade an existing listing, write a new one, buy and track credits, and use the API.",
  },
];

export default function UserGuidePage() {
  return (
    <PageContainer>
      <PageHeader
        title="User Guide"
        description="How to get the most from ListingLift: grade the listing you have, write a new one from the facts of your home, keep track of your credits, and connect your own tools through the API."
      />
      <PageLinks
        label="ListingLift tools"
        links={[
          { title: "Listing Quality Grader", description: "Paste a listing URL or its text and see its score.", href: "/listing-quality-grader", Icon: Gauge },
          { title: "Create Listing", description: "Write a complete listing for Airbnb, Vrbo or Booking.com.", href: "/create-listing", Icon: WandSparkles },
          { title: "Pricing", description: "How credits work and what they cost.", href: "/pricing", Icon: CreditCard },
          { title: "API Dashboard", description: "Keys and usage for developers and property managers.", href: "/api-dashboard", Icon: Terminal },
        ]}
      />
    </PageContainer>
  );
}
