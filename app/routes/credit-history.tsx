import { CreditCard, WandSparkles } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { useBalances } from "../features/billing/api/get-balances";
import { BalanceSummary } from "../features/billing/components/balance-summary";
import { CreditLedger } from "../features/billing/components/credit-ledger";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/credit-history";

export const meta: Route.MetaFunction = () => [
  { title: "Credit History | ListingLift" },
  { name: "description", content: "The credits you have bought and used on ListingLift, with dates and descriptions." },
];

function CreditHistory() {
  const balances = useBalances(true);
  return (
    <div className="flex flex-col gap-10">
      <BalanceSummary balances={balances.data} />
      <CreditLedger />
      <PageLinks
        label="Related"
        links={[
          { title: "Pricing", description: "Credit packs and the launch special.", href: "/pricing", Icon: CreditCard },
          { title: "Create Listing", description: "Spend a credit on a complete listing.", href: "/create-listing", Icon: WandSparkles },
        ]}
      />
    </div>
  );
}

export default function CreditHistoryPage() {
  return (
    <PageContainer>
      <PageHeader title="Credit History" description="Every credit you have bought and used, with its date and what it was for." />
      <SignedInOnly action="see your credit history">
        <CreditHistory />
      </SignedInOnly>
    </PageContainer>
  );
}
