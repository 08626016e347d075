import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { AdminOnly } from "../features/session/components/admin-only";
import type { Route } from "./+types/token-usage";

export const meta: Route.MetaFunction = () => [
  { title: "Token Usage | ListingLift" },
  { name: "description", content: "AI token usage across ListingLift, by day, model and feature." },
];

export default function TokenUsagePage() {
  return (
    <AdminOnly>
      <PageContainer>
        <PageHeader title="Token Usage" description="How many AI tokens ListingLift has used, by day, model and feature, to keep an eye on cost." />
      </PageContainer>
    </AdminOnly>
  );
}
