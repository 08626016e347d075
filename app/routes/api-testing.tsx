import { BookOpen, Terminal } from "lucide-react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { Button } from "../components/ui/button";
import { ApiConsole } from "../features/developer/components/api-console";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/api-testing";

export const meta: Route.MetaFunction = () => [
  { title: "API Testing | ListingLift" },
  { name: "description", content: "Try the ListingLift API from your browser: send requests and read the answers." },
];

export default function ApiTestingPage() {
  return (
    <PageContainer>
      <PageHeader
        title="API Testing"
        description="Send requests to the ListingLift API from your browser and read its answers before you wire it into your own tools."
      >
        <Button asChild variant="outline">
          <Link to="/api-dashboard">
            <Terminal aria-hidden="true" />
            API Dashboard
          </Link>
        </Button>
        <Button asChild variant="outline">
          <a href="/api/docs">
            <BookOpen aria-hidden="true" />
            API reference
          </a>
        </Button>
      </PageHeader>
      <SignedInOnly action="test the API">
        <ApiConsole />
      </SignedInOnly>
    </PageContainer>
  );
}
