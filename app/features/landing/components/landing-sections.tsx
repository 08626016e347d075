import { useMarkHydrated } from "../../../lib/import-when-visible";
import { HowItWorks } from "./how-it-works";
import { LANDING_SECTIONS_ID } from "./landing-sections-id";
import { PricingTeaser } from "./pricing-teaser";
import { SampleListings } from "./sample-listings";
import { Testimonials } from "./testimonials";

/**
 * The landing page's sections between the hero and the grader (spec §2 order). LandingPage loads this file after the
 * page's own code: the prerendered HTML already shows these sections, and React hydrates them once the code arrives.
 */
export default function LandingSections() {
  useMarkHydrated(LANDING_SECTIONS_ID);
  return (
    <>
      <HowItWorks />
      <Testimonials />
      <PricingTeaser />
      <SampleListings />
    </>
  );
}
