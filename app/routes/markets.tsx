import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { MarketsAdmin } from "../features/markets/components/markets-admin";
import { AdminOnly } from "../features/session/components/admin-only";
import type { Route } from "./+types/markets";

export const meta: Route.MetaFunction = () => [
  { title: "Markets | ListingLift" },
  { name: "description", content: "The Inside Airbnb cities loaded on this server, and the evidence of what goes with bookings in each." },
];

export default function MarketsPage() {
  return (
    <AdminOnly>
      <PageContainer className="max-w-6xl">
        <PageHeader title="Markets" description="The Inside Airbnb cities loaded on this server (CC BY 4.0), and what goes with bookings in each." />
        <MarketsAdmin />
      </PageContainer>
    </AdminOnly>
  );
}
