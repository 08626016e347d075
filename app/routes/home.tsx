import { lazy, useMemo } from "react";
import { describePage } from "../features/brand/page-meta";
import { organizationJsonLd, productJsonLd } from "../features/brand/structured-data";
import { LandingPage } from "../features/landing/components/landing-page";
import { GRADER_SECTION_ID } from "../features/landing/components/landing-sections-id";
import { useViewer } from "../features/session/api/get-session";
import { importWhenVisible } from "../lib/import-when-visible";
import type { Route } from "./+types/home";

// Below the fold (last on the page): the prerendered HTML shows it at once, and its code loads as it nears the viewport,
// like the landing sections' (decision 048, amended in stop 44). Loaded at once, its code and hydration were most of
// the home page's blocking time in Lighthouse (TBT 236-348 ms against 76-93 ms without them). Before its code arrives
// the chosen tab is still a tab stop (grader-tabs.tsx), and a field keeps what is typed into it (decision 046).
// Its code is evaluated in three steps, each a task of its own: the zod contracts its usage query parses with,
// react-hook-form, then the grader. Evaluated at once they made one task of 120-140 ms at Lighthouse's 4x slower CPU
// (docs/benchmarks.md, "the main thread after the paint, again").
const ListingGrader = lazy(
  importWhenVisible(GRADER_SECTION_ID, () =>
    import("../features/grader/api/get-grader-usage")
      .then(() => import("react-hook-form"))
      .then(() => import("../features/grader/components/listing-grader"))
      .then((m) => ({ default: m.ListingGrader })),
  ),
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
