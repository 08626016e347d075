import { lazy, memo, type ReactNode, Suspense } from "react";
import { useLocation } from "react-router";
import { showsHero } from "../../../components/layout/layout-rules";
import { Hero } from "./hero";
import { HydratedMark, importWhenVisible } from "../../../lib/import-when-visible";
import { LandingSection } from "./landing-section";
import { GRADER_SECTION_ID, LANDING_SECTIONS_ID } from "./landing-sections-id";

// Below the fold, so not part of the page's first JavaScript (see landing-sections.tsx), and loaded when it nears the
// viewport.
const LandingSections = lazy(importWhenVisible(LANDING_SECTIONS_ID, () => import("./landing-sections")));

function SectionsLoading() {
  return (
    <p role="status" className="flex min-h-96 items-center justify-center text-sm text-muted-foreground">
      Loading...
    </p>
  );
}

/*
 * The lazily loaded parts sit under memoised components. Until their code arrives React keeps their prerendered HTML,
 * but if the page re-rendered them before then (the session answer arrives early), React would drop that HTML and show
 * the fallback; memo keeps such a re-render from reaching them.
 */

/** The grader band (spec §2); `children` is the grader itself, which routes pass in (memoised). */
const GraderSection = memo(function GraderSection({ headingLevel, children }: { headingLevel: "h1" | "h2"; children?: ReactNode }) {
  return (
    <LandingSection
      id={GRADER_SECTION_ID}
      eyebrow="Free for every host"
      title="Airbnb Listing Quality Grader"
      headingLevel={headingLevel}
      description="Score an existing Airbnb listing from 0 to 100, by its URL or its pasted description, and see what holds back its title, description, amenities and search visibility. Visitors get 3 free analyses an hour."
    >
      <Suspense fallback={<p className="text-center text-sm text-muted-foreground">Loading the grader...</p>}>
        {children}
        <HydratedMark elementId={GRADER_SECTION_ID} />
      </Suspense>
    </LandingSection>
  );
});

const OtherSections = memo(function OtherSections() {
  return (
    <div id={LANDING_SECTIONS_ID} className="border-t">
      <Suspense fallback={<SectionsLoading />}>
        <LandingSections />
      </Suspense>
    </div>
  );
});

/**
 * The landing page of spec §2, shared by / and /listing-quality-grader. Without the hero (on the grader page) the
 * grader comes first and carries the page's h1.
 */
export function LandingPage({ signedIn, grader }: { signedIn: boolean; grader?: ReactNode }) {
  const { pathname } = useLocation();
  if (!showsHero(pathname)) {
    return (
      <>
        <GraderSection headingLevel="h1">{grader}</GraderSection>
        <OtherSections />
      </>
    );
  }
  return (
    <>
      <Hero signedIn={signedIn} />
      <OtherSections />
      <div className="border-t bg-muted/30">
        <GraderSection headingLevel="h2">{grader}</GraderSection>
      </div>
    </>
  );
}
