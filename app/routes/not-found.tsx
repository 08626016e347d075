import { ArrowLeft, Gauge } from "lucide-react";
import { Link } from "react-router";
import { PageContainer } from "../components/layout/page-shell";
import { Button } from "../components/ui/button";
import { describePage } from "../features/brand/page-meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location }) =>
  describePage({ title: "Page not found | ListingLift", description: "This page does not exist on ListingLift.", path: location.pathname, noindex: true });

export default function NotFoundPage() {
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">Page not found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">The page you asked for doesn't exist, or it has moved.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Go to the home page
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/listing-quality-grader">
            <Gauge aria-hidden="true" />
            Grade a listing
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
