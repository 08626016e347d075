import { lazy, useMemo } from "react";
import { describePage } from "../features/brand/page-meta";
import { organizationJsonLd, productJsonLd } from "../features/brand/structured-data";
import { LandingPage } from "../features/landing/components/landing-page";
import { useViewer } from "../features/session/api/get-session";
import type { Route } from "./+types/home";

// Below the fold: its code loads after the page's own (the prerendered HTML shows it at once, and React hydrates it
// when its code arrives), which keeps the home page's first JavaScript small. Not deferred to the viewport like the
// landing sections (decision 048): a keyboard user tabbing into the grader before it hydrated lost its tabs.
// Its code is evaluated in three steps, each a task of its own: the zod contracts its usage query parses with,
// react-hook-form, then the grader. Evaluated at once they made one task of 120-140 ms at Lighthouse's 4x slower CPU
// (docs/benchmarks.md, "the main thread after the paint, again").
const ListingGrader = lazy(() =>
  import("../features/grader/api/get-grader-usage")
    .then(() => import("react-hook-form"))
    .then(() => import("../features/grader/components/listing-grader"))
    .then((m) => ({ default: m.ListingGrader })),
);

export const meta: Route.MetaFunction = () =>
  describePage({
    title: "AI-Powered Airbnb Listing Generator",
    description:
      "ListingLift writes SEO-optimised Airbnb, Vrbo and Booking.com listings from the facts of your home, built to get up to 35% more bookings. Your first listing is $5.",
    path: "/",
    jsonLd: [organizationJsonLd(), productJsonLd()],
  });

export default function Home() {
  const { user } = useViewer();
  const signedIn = user !== null;
  // The same element while signedIn holds, so the grader's prerendered HTML waits for its code (landing-page.tsx).
  const grader = useMemo(() => <ListingGrader signedIn={signedIn} headingLevel="h3" />, [signedIn]);
  // Also the same page while signedIn holds: the session answer that arrives after hydration (a visitor stays a visitor)
  // then re-renders nothing below.
  return useMemo(() => <LandingPage signedIn={signedIn} grader={grader} />, [signedIn, grader]);
}
