import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { showsHero } from "../../../components/layout/layout-rules";
import { Button } from "../../../components/ui/button";
import { Hero } from "./hero";
import { LandingSection } from "./landing-section";

/** The grader band (spec §2); `children` is the grader itself, which routes pass in when it exists. */
function GraderSection({ headingLevel, children }: { headingLevel: "h1" | "h2"; children?: ReactNode }) {
  return (
    <LandingSection
      id="grader"
      eyebrow="Free for every host"
      title="Airbnb Listing Quality Grader"
      headingLevel={headingLevel}
      description="Score an existing Airbnb listing from 0 to 100, by its URL or its pasted description, and see what holds back its title, description, amenities and search visibility. Visitors get 3 free analyses an hour."
    >
      {children}
    </LandingSection>
  );
}

function OtherSections() {
  return (
    <>
      <LandingSection
        id="how-it-works"
        eyebrow="How it works"
        title="From the facts of your home to a finished listing"
        description="Tell ListingLift about your home: its rooms, amenities and what guests love. It writes a complete listing (title options, description sections, house rules and nearby places) that you copy into your marketplace section by section."
      />
      <LandingSection
        id="testimonials"
        eyebrow="Testimonials"
        title="What hosts say"
        description="Hosts with one home and property managers with hundreds use ListingLift to write new listings and to fix the ones that stopped getting booked."
        className="border-t"
      />
      <LandingSection
        id="pricing"
        eyebrow="Pricing"
        title="Pay per listing. No subscription."
        description="Your first listing costs $5 with the launch special, 75% off. After that a listing credit is $25, or as little as $18 each when you buy 20."
        className="border-t"
      >
        <div className="flex justify-center">
          <Button asChild variant="outline">
            <Link to="/pricing">
              See all prices
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </LandingSection>
      <LandingSection
        id="sample-listings"
        eyebrow="Sample listings"
        title="See what a finished listing looks like"
        description="A finished listing has title options, a summary, the space, guest access, the neighbourhood, getting around and house rules, each checked against the marketplace's limits."
        className="border-t"
      >
        <div className="flex justify-center">
          <Button asChild>
            <Link to="/create-listing">
              Create your listing
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </LandingSection>
    </>
  );
}

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
        <div className="border-t">
          <OtherSections />
        </div>
      </>
    );
  }
  return (
    <>
      <Hero signedIn={signedIn} />
      <div className="border-t">
        <OtherSections />
      </div>
      <div className="border-t bg-muted/30">
        <GraderSection headingLevel="h2">{grader}</GraderSection>
      </div>
    </>
  );
}
