import type { PropertyFacts } from "../../../core/writer/property-facts";
import { HOME_NAME_MAX } from "../../../contracts/homes";

/**
 * Names for the homes a bulk CSV creates, as a property manager tells them apart: the street address when the row has
 * one, else the type and place ("Entire rental unit in Alfama, Lisbon"). A name two rows share gets the row number.
 */
export function nameBulkHomes(rows: readonly PropertyFacts[]): string[] {
  const names = rows.map((facts) => {
    const { address, neighborhood, city } = facts.location;
    return (address ?? `${facts.propertyType} in ${neighborhood ? `${neighborhood}, ` : ""}${city}`).slice(0, HOME_NAME_MAX - 12);
  });
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return names.map((name, index) => ((counts.get(name) ?? 0) > 1 ? `${name} (row ${index + 2})` : name));
}
