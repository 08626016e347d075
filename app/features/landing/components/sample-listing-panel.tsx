import { ChevronDown, Footprints } from "lucide-react";
import { useId } from "react";
import { countCharacters, MARKETPLACE_RULES } from "../../../../core/marketplaces/marketplace-rules";
import { Button } from "../../../components/ui/button";
import { SAMPLE_SECTIONS, type SampleListing } from "../sample-listings";

interface SampleListingPanelProps {
  listing: SampleListing;
  expanded: boolean;
  onToggle: () => void;
}

const TITLE_LIMIT = MARKETPLACE_RULES.airbnb.limits.title?.max;

function FullListing({ listing }: { listing: SampleListing }) {
  return (
    <div className="flex flex-col gap-6 border-t pt-6">
      <section>
        <h4 className="font-semibold">Title options</h4>
        <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-sm">
          {listing.titles.map((title) => (
            <li key={title}>
              {title} <span className="text-muted-foreground tabular-nums">({countCharacters(title)}/{TITLE_LIMIT})</span>
            </li>
          ))}
        </ol>
      </section>
      {SAMPLE_SECTIONS.filter(({ key }) => listing.sections[key] !== "").map(({ key, label }) => (
        <section key={key}>
          <h4 className="font-semibold">{label}</h4>
          <p className="mt-2 text-sm leading-relaxed">{listing.sections[key]}</p>
        </section>
      ))}
      <div className="grid gap-6 sm:grid-cols-2">
        <section>
          <h4 className="font-semibold">House rules</h4>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">
            {listing.houseRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
        <section>
          <h4 className="font-semibold">Nearby</h4>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {listing.nearby.map((place) => (
              <li key={place.name} className="flex items-center justify-between gap-3">
                <span>{place.name}</span>
                <span className="flex shrink-0 items-center gap-1 text-muted-foreground tabular-nums">
                  <Footprints className="size-3.5" aria-hidden="true" />
                  {place.walkMinutes} min walk
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/**
 * One sample listing: what a guest sees first (title, facts, summary), then the whole listing behind a toggle. The
 * collapsed part stays in the page (hidden), so it is in the prerendered HTML for readers and search engines.
 */
export function SampleListingPanel({ listing, expanded, onToggle }: SampleListingPanelProps) {
  const fullId = useId();
  return (
    <article aria-labelledby={`sample-${listing.id}-title`} className="flex flex-col gap-4 rounded-lg border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
      <p className="text-sm text-muted-foreground">{listing.home}</p>
      <h3 id={`sample-${listing.id}-title`} className="text-2xl font-bold tracking-tight text-balance">
        {listing.titles[0]}
      </h3>
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="The home">
        {listing.facts.map((fact) => (
          <li key={fact} className="rounded-full bg-muted px-3 py-1">
            {fact}
          </li>
        ))}
      </ul>
      <p className="leading-relaxed text-pretty">{listing.summary}</p>
      <div>
        <Button variant="outline" aria-expanded={expanded} aria-controls={fullId} onClick={onToggle}>
          {expanded ? "Hide the full listing" : "Show the full listing"}
          <ChevronDown className={expanded ? "rotate-180 motion-safe:transition-transform" : "motion-safe:transition-transform"} aria-hidden="true" />
        </Button>
      </div>
      <div id={fullId} hidden={!expanded}>
        <FullListing listing={listing} />
      </div>
    </article>
  );
}
