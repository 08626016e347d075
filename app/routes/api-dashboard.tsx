import { FlaskConical } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/api-dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "API Dashboard | ListingLift" },
  { name: "description", content: "Manage your ListingLift API keys and connect your own tools to listing generation and grading." },
];

export default function ApiDashboardPage() {
  return (
    <PageContainer>
      <PageHeader
        title="API Dashboard"
        description="Create and revoke the API keys that let your own tools generate and grade listings, and see how to call the ListingLift API."
      />
      <SignedInOnly action="use the API dashboard">
        <PageLinks
          label="Related"
          links={[
            { title: "API Testing", description: "Send requests to the API and read the answers.", href: "/api-testing", Icon: FlaskConical },
          ]}
        />
      </SignedInOnly>
    </PageContainer>
  );
}
