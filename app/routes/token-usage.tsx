import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { AdminOnly } from "../features/session/components/admin-only";
import { TokenUsageReport } from "../features/token-usage/components/token-usage-report";
import type { Route } from "./+types/token-usage";

export const meta: Route.MetaFunction = () => [
  { title: "Token Usage | ListingLift" },
  { name: "description", content: "AI token usage across ListingLift, by day, model and user, with estimated cost." },
];

export default function TokenUsagePage() {
  return (
    <AdminOnly>
      <PageContainer className="max-w-6xl">
        <PageHeader title="Token Usage" description="How many AI tokens ListingLift has used, by day, model and user, with the estimated cost (days in UTC)." />
        <TokenUsageReport />
      </PageContainer>
    </AdminOnly>
  );
}
