import { lazy, Suspense } from "react";
import type { MarketComparisonResponse } from "../../../../contracts/markets";
import { describeThemeCounts } from "./market-format";

const MarketDemandChart = lazy(() => import("./market-demand-chart"));

const round = (value: number | null) => (value === null ? "—" : String(Math.round(value * 10) / 10));

function Measure({ label, home, theirs }: { label: string; home: string; theirs: string }) {
  return (
    <div className="flex flex-col rounded-md border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">
        <span className="font-semibold">{home}</span> <span className="text-muted-foreground">yours · {theirs} the most-booked</span>
      </dd>
    </div>
  );
}

function GuestThemes({ themes }: { themes: NonNullable<MarketComparisonResponse["guestThemes"]> }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">What your guests say</p>
      <ul className="flex flex-col gap-1">
        {themes.slice(0, 5).map((t) => (
          <li key={t.theme} className="text-sm">
            <span className="font-medium capitalize">{t.theme}</span>: {describeThemeCounts(t.praise, t.complaints)}
            {(t.complaintQuotes[0] ?? t.praiseQuotes[0]) ? (
              <span className="block text-xs text-muted-foreground">“{t.complaintQuotes[0] ?? t.praiseQuotes[0]}”</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Your market": a home or a graded listing against the comparable homes around it, with the evidence named. */
export function MarketComparisonView({
  market: m,
  headingLevel,
  subject = "listing",
}: {
  market: MarketComparisonResponse;
  headingLevel: "h2" | "h3" | "h4";
  /** A home of the user's has no rating or Superhost status of its own yet: those show as "—". */
  subject?: "listing" | "home";
}) {
  const Heading = headingLevel;
  const top = m.topDemandCount;
  return (
    <section aria-label="Your market" className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-col gap-1">
        <Heading className="text-lg font-semibold">Your market</Heading>
        <p className="text-sm text-muted-foreground">
          {m.comparable.length} comparable homes in {m.market.city} within {m.radiusKm} km (same room type, similar size and guests). The {top}{" "}
          most-booked by reviews in the last year are measured against yours. Your score ranks {m.grade.rank} of {m.grade.of}.
        </p>
      </div>
      <figure className="flex flex-col gap-1">
        <div role="img" aria-label={`Reviews in the last year of the ${m.comparable.length} comparable homes, most first; the ${top} most-booked highlighted`}>
          <Suspense fallback={<div className="h-[180px] animate-pulse rounded-md bg-muted" />}>
            <MarketDemandChart homes={m.comparable} />
          </Suspense>
        </div>
        <figcaption className="text-xs text-muted-foreground">Reviews in the last twelve months of each comparable home, most first.</figcaption>
      </figure>
      {m.amenityGaps.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">What the most-booked homes list and yours does not</p>
          <ul className="flex flex-col gap-2">
            {m.amenityGaps.slice(0, 8).map((gap) => (
              <li key={gap.amenity} className="text-sm">
                <span className="font-medium">{gap.amenity}</span>: {gap.topDemandHomes} of the {gap.ofTopDemand} most-booked comparable homes ({gap.otherHomes} of
                the {gap.ofOthers} others)
                <span className="block text-xs text-muted-foreground">{gap.evidence}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm">Your amenities cover what most of the most-booked comparable homes list.</p>
      )}
      <dl className="grid gap-2 sm:grid-cols-2">
        <Measure label="Title length (characters)" home={round(m.titleLength.home)} theirs={round(m.titleLength.topDemandMedian)} />
        <Measure label="Description length (characters)" home={round(m.descriptionLength.home)} theirs={round(m.descriptionLength.topDemandMedian)} />
        <Measure label="Rating" home={round(m.rating.home)} theirs={round(m.rating.topDemandMedian)} />
        <Measure label="Listing score" home={round(m.grade.home)} theirs={round(m.grade.topDemandMedian)} />
        {m.price.topDemandMedian !== null ? <Measure label="Price a night" home={round(m.price.home)} theirs={round(m.price.topDemandMedian)} /> : null}
        <Measure label="Superhost" home={subject === "home" ? "—" : m.superhost.home ? "yes" : "no"} theirs={`${m.superhost.topDemandSuperhosts} of ${m.superhost.ofTopDemand}`} />
      </dl>
      {m.missingKeyTerms.length > 0 ? (
        <p className="text-sm">
          Words the most-booked homes use and yours does not:{" "}
          {m.missingKeyTerms.map((term) => `${term.term} (${term.topDemandHomes} of ${term.ofTopDemand})`).join(", ")}.
        </p>
      ) : null}
      {m.guestThemes && m.guestThemes.length > 0 ? <GuestThemes themes={m.guestThemes} /> : null}
      <p className="text-xs text-muted-foreground">
        What goes with bookings, not proof of what causes them. Data: Inside Airbnb, {m.market.city}, {m.market.dataDate}, {m.market.licence}.
      </p>
    </section>
  );
}
