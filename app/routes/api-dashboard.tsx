import { BookOpen, FileJson, FlaskConical } from "lucide-react";
import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { Button } from "../components/ui/button";
import { ApiKeysCard } from "../features/developer/components/api-keys-card";
import { CodeSamplesCard } from "../features/developer/components/code-samples-card";
import { UsageCharts } from "../features/developer/components/usage-charts";
import { apiPath } from "../lib/api-client";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/api-dashboard";
import { Link } from "react-router";

export const meta: Route.MetaFunction = () => [
  { title: "API Dashboard | ListingLift" },
  { name: "description", content: "Manage your ListingLift API keys and connect your own tools to listing generation and grading." },
];

function DeveloperLinks() {
  return (
    <>
      <Button asChild variant="outline">
        <Link to="/api-testing">
          <FlaskConical aria-hidden="true" />
          API Testing
        </Link>
      </Button>
      <Button asChild variant="outline">
        {/* Served by the server, not the web app: a full page load. */}
        <a href="/api/docs">
          <BookOpen aria-hidden="true" />
          API reference
        </a>
      </Button>
      <Button asChild variant="ghost">
        <a href={apiPath("/openapi.json")}>
          <FileJson aria-hidden="true" />
          OpenAPI document
        </a>
      </Button>
    </>
  );
}

export default function ApiDashboardPage() {
  return (
    <PageContainer>
      <PageHeader
        title="API Dashboard"
        description="Create and revoke the API keys that let your own tools generate and grade listings, see what they used, and copy a first call."
      >
        <DeveloperLinks />
      </PageHeader>
      <SignedInOnly action="use the API dashboard">
        <div className="flex flex-col gap-8">
          <ApiKeysCard />
          <UsageCharts />
          <CodeSamplesCard />
        </div>
      </SignedInOnly>
    </PageContainer>
  );
}
