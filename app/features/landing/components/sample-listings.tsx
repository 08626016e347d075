import { ArrowRight } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { KeptTabPanel, useTabPanelIds } from "../../../components/ui/kept-tab-panel";
import { cn } from "../../../lib/cn";
import { SAMPLE_LISTINGS, type SampleListingId } from "../sample-listings";
import { LandingSection } from "./landing-section";
import { SampleListingPanel } from "./sample-listing-panel";

const tabClass =
  "inline-flex h-10 items-center justify-center rounded-sm px-4 text-sm font-medium whitespace-nowrap transition-colors " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background " +
  "hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/**
 * Spec §2 "Sample listings": tabs Miami Beach, Aspen Chalet and Paris Apartment (values miami, aspen, paris), each with
 * its summary and an expandable full listing. Below 768 px a list of buttons takes the tabs' place (CSS decides, so
 * the prerendered page is right before any script runs). Every panel stays in the page, hidden when not chosen.
 */
export function SampleListings() {
  const [selected, setSelected] = useState<SampleListingId>("miami");
  const [expanded, setExpanded] = useState<ReadonlySet<SampleListingId>>(new Set());
  const ids = useTabPanelIds();
  const toggle = (id: SampleListingId) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <LandingSection
      id="sample-listings"
      eyebrow="Sample listings"
      title="See what a finished listing looks like"
      description="Three listings written for example homes, in the format ListingLift delivers and in the style of its AI writer. Without an AI model, the offline writer writes plainer, shorter text from the same facts. The homes are made up; the places near them are real."
      className="border-t"
    >
      <Tabs.Root value={selected} onValueChange={(value) => setSelected(value as SampleListingId)} className="mx-auto max-w-3xl">
        <div role="group" aria-label="Choose a sample listing" className="flex flex-col gap-2 md:hidden">
          {SAMPLE_LISTINGS.map((listing) => (
            <Button
              key={listing.id}
              variant={listing.id === selected ? "default" : "outline"}
              aria-pressed={listing.id === selected}
              onClick={() => setSelected(listing.id)}
              className="h-auto justify-between py-3 text-left"
            >
              <span className="font-semibold">{listing.label}</span>
              <span className={cn("truncate text-xs font-normal", listing.id === selected ? "text-primary-foreground" : "text-muted-foreground")}>
                {listing.facts.slice(0, 2).join(", ")}
              </span>
            </Button>
          ))}
        </div>
        <Tabs.List aria-label="Sample listings" className="hidden w-full grid-cols-3 rounded-md bg-muted p-1 text-muted-foreground md:grid">
          {SAMPLE_LISTINGS.map((listing) => (
            // The chosen tab is the list's tab stop, before hydration and just after it too (grader-tabs.tsx says why).
            <Tabs.Trigger
              key={listing.id}
              value={listing.id}
              {...ids.forTab(listing.id)}
              tabIndex={listing.id === selected ? 0 : -1}
              className={tabClass}
            >
              {listing.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SAMPLE_LISTINGS.map((listing) => (
          <KeptTabPanel
            key={listing.id}
            ids={ids}
            value={listing.id}
            chosen={listing.id === selected}
            className="mt-6 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <SampleListingPanel listing={listing} expanded={expanded.has(listing.id)} onToggle={() => toggle(listing.id)} />
          </KeptTabPanel>
        ))}
      </Tabs.Root>
      <div className="mt-8 flex justify-center">
        <Button asChild size="lg">
          <Link to="/create-listing">
            Create your listing
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </LandingSection>
  );
}
