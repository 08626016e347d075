import { Terminal } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
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
      />
      <SignedInOnly action="test the API">
        <PageLinks
          label="Related"
          links={[
            { title: "API Dashboard", description: "Your API keys and how to use them.", href: "/api-dashboard", Icon: Terminal },
          ]}
        />
      </SignedInOnly>
    </PageContainer>
  );
}
