import { Gauge, WandSparkles } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { useBalances } from "../features/billing/api/get-balances";
import { usePaymentsMode } from "../features/billing/api/get-billing-config";
import { BalanceLine } from "../features/billing/components/balance-line";
import { PaymentsModeNotice } from "../features/billing/components/demo-payment-notice";
import { PricingPlans } from "../features/billing/components/pricing-plans";
import { describePage } from "../features/brand/page-meta";
import { productJsonLd } from "../features/brand/structured-data";
import { useViewer } from "../features/session/api/get-session";
import { signInHref } from "../features/session/components/sign-in-href";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () =>
  describePage({
    title: "Pricing | ListingLift",
    description: "Pay per listing with credits, no subscription. Your first AI-written listing is $5 with the launch special (75% off); packs from $25 to $18 a listing.",
    path: "/pricing",
    jsonLd: [productJsonLd()],
  });

/** Spec §2 /pricing: the three plans (§3), bought here; a visitor signs in first and comes back. */
export default function PricingPage() {
  const { user } = useViewer();
  const balances = useBalances(Boolean(user));
  const mode = usePaymentsMode();
  return (
    <PageContainer className="max-w-6xl">
      <PageHeader
        title="Pricing"
        description="ListingLift runs on credits, not a subscription: one credit writes one listing, and every listing credit brings 50 image-caption credits."
      />
      <PricingPlans signInHref={user ? null : signInHref("/pricing")} balances={balances.data} paymentsDisabled={mode.data === "disabled"} />
      {/* Below the plans: these arrive after the prerendered page, and above the plans they would push them down. */}
      <div className="mt-6 flex flex-col gap-4 empty:hidden">
        <PaymentsModeNotice mode={mode.data} />
        {user && balances.data ? <BalanceLine balances={balances.data} /> : null}
      </div>
      <div className="mt-12">
        <PageLinks
          label="Get started"
          links={[
            { title: "Create a listing", description: "Describe your home and get a complete listing.", href: "/create-listing", Icon: WandSparkles },
            { title: "Grade your listing for free", description: "See how your current listing scores before you spend anything.", href: "/listing-quality-grader", Icon: Gauge },
          ]}
        />
      </div>
    </PageContainer>
  );
}
