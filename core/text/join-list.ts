/**
 * "a, b and c": the items with commas and the conjunction, for the writer's sentences and the captions. When an item of
 * three or more holds the conjunction itself, a comma goes before the last one, so the items stay apart: "bed linens,
 * extra pillows and blankets, and hangers", not "… pillows and blankets and hangers". Of two, only the first holding it
 * takes the comma ("a TV with Netflix and Hulu, and board games"): the last one's own "and" comes after the join. One
 * in brackets does not count.
 */
export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  // An "and" in brackets cannot run into the list's own: "the essentials (towels, soap and toilet paper) and hangers".
  const holds = (item: string) => item.replace(/\([^)]*\)/gu, "").includes(` ${conjunction} `);
  const serialComma = items.length > 2 ? items.some(holds) : holds(items[0]!);
  return `${items.slice(0, -1).join(", ")}${serialComma ? "," : ""} ${conjunction} ${items.at(-1)}`;
}
