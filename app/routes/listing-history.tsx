import { FileSpreadsheet, WandSparkles } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import { ListingHistoryList } from "../features/writer/components/listing-history-list";
import type { Route } from "./+types/listing-history";

export const meta: Route.MetaFunction = () => [
  { title: "Listing History | ListingLift" },
  { name: "description", content: "Every listing you have generated with ListingLift, with the facts it was written from." },
];

export default function ListingHistoryPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Listing History"
        description="Every listing you have generated, with the facts it was written from, ready to open and copy again section by section. My Listings in the menu is this same list."
      />
      <SignedInOnly action="see your listing history">
        <div className="flex flex-col gap-10">
        <ListingHistoryList />
        <PageLinks
          label="Related"
          links={[
            { title: "Create Listing", description: "Write a new listing from the facts of your home.", href: "/create-listing", Icon: WandSparkles },
            { title: "Bulk upload", description: "Write listings for many homes from one CSV file.", href: "/create-listing?mode=bulk", Icon: FileSpreadsheet },
          ]}
        />
        </div>
      </SignedInOnly>
    </PageContainer>
  );
}
