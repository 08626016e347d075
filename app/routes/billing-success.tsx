import { useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { PaymentResult } from "../features/billing/components/payment-result";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/billing-success";

export const meta: Route.MetaFunction = () => [
  { title: "Payment | ListingLift" },
  { name: "description", content: "The result of your ListingLift purchase." },
];

/** Stripe's success_url (…/billing/success?session_id=cs_…). */
export default function BillingSuccessPage() {
  const [search] = useSearchParams();
  return (
    <PageContainer className="max-w-2xl text-center [&_h1]:mx-auto">
      <PageHeader title="Thank you" />
      <SignedInOnly action="see your payment">
        <PaymentResult sessionId={search.get("session_id")} />
      </SignedInOnly>
    </PageContainer>
  );
}
