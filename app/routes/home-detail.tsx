import { Link, useParams } from "react-router";
import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { Button } from "../components/ui/button";
import { HomePage } from "../features/homes/components/home-page";
import { useViewer } from "../features/session/api/get-session";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import type { Route } from "./+types/home-detail";

export const meta: Route.MetaFunction = () => [
  { title: "Your Home | ListingLift" },
  { name: "description", content: "One of your homes: its facts, its listings and its score over time, and what to do next." },
  { name: "robots", content: "noindex" },
];

export default function HomeDetailPage() {
  const { id = "" } = useParams();
  const { user, isLoading, canUseCaptions } = useViewer();
  return (
    <PageContainer>
      <div className="mb-6">
        <Button asChild variant="outline" size="sm">
          <Link to="/homes">All your homes</Link>
        </Button>
      </div>
      {/* Signed in, the home's name is the page's heading; a visitor is told what the page is before signing in. */}
      {!user && !isLoading ? <PageHeader title="Your Home" description="One of your homes: its facts, its listings and its score over time." /> : null}
      <SignedInOnly action="see your home">
        <HomePage id={id} canUseCaptions={canUseCaptions} />
      </SignedInOnly>
    </PageContainer>
  );
}
