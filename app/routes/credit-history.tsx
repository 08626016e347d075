import { CreditCard } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/credit-history";

export const meta: Route.MetaFunction = () => [
  { title: "Credit History | ListingLift" },
  { name: "description", content: "The credits you have bought and used on ListingLift, with dates and descriptions." },
];

export default function CreditHistoryPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Credit History"
        description="Every credit you have bought and used, with its date and what it was for."
      />
      <SignedInOnly action="see your credit history">
        <PageLinks
          label="Related"
          links={[
            { title: "Pricing", description: "Credit packs and the launch special.", href: "/pricing", Icon: CreditCard },
          ]}
        />
      </SignedInOnly>
    </PageContainer>
  );
}
