import { History, WandSparkles } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { HomeList } from "../features/homes/components/home-list";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/homes";

export const meta: Route.MetaFunction = () => [
  { title: "Homes | ListingLift" },
  { name: "description", content: "Each of your homes once: its facts, its listings per marketplace and language, and its score over time." },
];

export default function HomesPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Homes"
        description="Each of your homes, kept once: its facts, its listings for every marketplace and language, and its score over time."
      />
      <SignedInOnly action="see your homes">
        <div className="flex flex-col gap-10">
          <HomeList />
          <PageLinks
            label="Related"
            links={[
              { title: "Create Listing", description: "Write a listing, then save its facts as a home.", href: "/create-listing", Icon: WandSparkles },
              { title: "Listing History", description: "Every listing you have written, for a home or not.", href: "/listing-history", Icon: History },
            ]}
          />
        </div>
      </SignedInOnly>
    </PageContainer>
  );
}
