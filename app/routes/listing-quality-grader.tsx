import { useMemo } from "react";
import { describePage } from "../features/brand/page-meta";
import { ListingGrader } from "../features/grader/components/listing-grader";
import { LandingPage } from "../features/landing/components/landing-page";
import { useViewer } from "../features/session/api/get-session";
import type { Route } from "./+types/listing-quality-grader";

export const meta: Route.MetaFunction = () =>
  describePage({
    title: "Airbnb Listing Quality Grader | ListingLift",
    description: "Grade your Airbnb listing for free: a 0-100 score for its title, description, amenities and SEO, from its URL or its pasted text.",
    path: "/listing-quality-grader",
  });

export default function ListingQualityGraderPage() {
  const { user } = useViewer();
  const signedIn = user !== null;
  const grader = useMemo(() => <ListingGrader signedIn={signedIn} headingLevel="h2" />, [signedIn]);
  return <LandingPage signedIn={signedIn} grader={grader} />;
}
