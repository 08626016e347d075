import type { PropertyFacts } from "../../../../core/writer/property-facts";
import { describeRooms } from "./home-words";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The facts in short, as a host checks them at a glance; the whole set opens in the form with "Write a listing". */
export function HomeFacts({ facts }: { facts: PropertyFacts }) {
  const { location } = facts;
  const rows: [string, string][] = [
    ["Type", facts.propertyType],
    ["Rooms", describeRooms(facts)],
    ["Guests", `Up to ${facts.accommodates}`],
    ["Where", [location.neighborhood, location.city, location.country].filter(Boolean).join(", ")],
    ["Amenities", plural(facts.amenities.length, "amenity", "amenities")],
  ];
  return (
    <section aria-labelledby="home-facts-heading" className="rounded-lg border bg-card p-4 shadow-sm">
      <h2 id="home-facts-heading" className="mb-3 font-semibold">
        The facts
      </h2>
      <dl className="grid gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex min-w-0 gap-2">
            <dt className="w-24 shrink-0 text-muted-foreground">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
