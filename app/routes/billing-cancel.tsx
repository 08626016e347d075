import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageContainer } from "../components/layout/page-shell";
import { Button } from "../components/ui/button";
import type { Route } from "./+types/billing-cancel";

export const meta: Route.MetaFunction = () => [
  { title: "Checkout canceled | ListingLift" },
  { name: "description", content: "Your checkout was canceled: no money was taken and no credits were added." },
];

/** Stripe's cancel_url: the buyer left the Checkout page. */
export default function BillingCancelPage() {
  return (
    <PageContainer className="flex min-h-[50vh] max-w-2xl flex-col items-center justify-center text-center">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Checkout canceled</h1>
      <p className="mt-3 text-muted-foreground">No money was taken and no credits were added. You can pick a plan again whenever you like.</p>
      <Button asChild className="mt-8">
        <Link to="/pricing">
          <ArrowLeft aria-hidden="true" />
          Back to pricing
        </Link>
      </Button>
    </PageContainer>
  );
}
