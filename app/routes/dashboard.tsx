import { BookOpen, CreditCard, Gauge, History, House, User, WandSparkles } from "lucide-react";
import { useSearchParams } from "react-router";
import { type PageLink, PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { AdminOverview } from "../features/admin-overview/components/admin-overview";
import { DashboardViewLinks } from "../features/admin-overview/components/dashboard-view-links";
import { useBalances } from "../features/billing/api/get-balances";
import { usePaymentsMode } from "../features/billing/api/get-billing-config";
import { BalanceSummary } from "../features/billing/components/balance-summary";
import { LaunchSpecialOffer } from "../features/billing/components/launch-special-offer";
import { RecentActivity } from "../features/billing/components/recent-activity";
import { useViewer } from "../features/session/api/get-session";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import { ListingHistoryList } from "../features/writer/components/listing-history-list";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | ListingLift" },
  { name: "description", content: "Your ListingLift dashboard: listings, credits and the tools to write and grade listings." },
];

const OVERVIEW_LINKS: PageLink[] = [
  { title: "Create Listing", description: "Write a complete listing from the facts of your home.", href: "/create-listing", Icon: WandSparkles },
  { title: "Listing Quality Grader", description: "Score a listing and see what to fix.", href: "/listing-quality-grader", Icon: Gauge },
  { title: "Homes", description: "Each of your homes: its facts, listings and score over time.", href: "/homes", Icon: House },
  { title: "Listing History", description: "Every listing you have generated.", href: "/listing-history", Icon: History },
  { title: "Credit History", description: "Credits you have bought and used.", href: "/credit-history", Icon: CreditCard },
  { title: "Profile", description: "Your name, e-mail and sign-in.", href: "/profile", Icon: User },
  { title: "User Guide", description: "How each tool works.", href: "/user-guide", Icon: BookOpen },
];

// My Listings and Listing History are one list under the spec's two names: this page does not send the host to the other.
const HISTORY_LINKS: PageLink[] = [
  { title: "Create Listing", description: "Write a new listing from the facts of your home.", href: "/create-listing", Icon: WandSparkles },
];

/** The overview: balances, the Launch Special while unused, recent credit activity, and where to go next. */
function DashboardOverview() {
  const balances = useBalances(true);
  const mode = usePaymentsMode();
  const offerLaunchSpecial = balances.data && !balances.data.hasUsedLaunchSpecial && balances.data.planType !== "admin";
  return (
    <div className="flex flex-col gap-10">
      <BalanceSummary balances={balances.data} />
      {offerLaunchSpecial ? <LaunchSpecialOffer paymentsDisabled={mode.data === "disabled"} /> : null}
      <RecentActivity holdsCredits={(balances.data?.credits ?? 0) > 0} />
      <PageLinks label="Dashboard" links={OVERVIEW_LINKS} />
    </div>
  );
}

/** Spec §2: /dashboard, with ?tab=history showing My Listings; an admin also has ?tab=site, the site overview. */
export default function DashboardPage() {
  const [searchParams] = useSearchParams();
  const { isAdmin } = useViewer();
  const tab = searchParams.get("tab");
  const history = tab === "history";
  const site = isAdmin && tab === "site";
  return (
    <PageContainer className={site ? "max-w-6xl" : undefined}>
      {history ? (
        <PageHeader title="My Listings" description="Every listing you have written, newest first, to open and copy again. Listing History in the sidebar is this same list." />
      ) : (
        <PageHeader title="Dashboard" description="Your starting point: write a new listing, grade an existing one, and keep an eye on your credits." />
      )}
      <SignedInOnly action={history ? "see your listings" : "see your dashboard"}>
        {isAdmin && !history ? <DashboardViewLinks current={site ? "site" : "mine"} /> : null}
        {history ? (
          <div className="flex flex-col gap-10">
            <ListingHistoryList />
            <PageLinks label="Dashboard" links={HISTORY_LINKS} />
          </div>
        ) : site ? (
          <AdminOverview />
        ) : (
          <DashboardOverview />
        )}
      </SignedInOnly>
    </PageContainer>
  );
}
