/**
 * "a, b and c": the items with commas and the conjunction, for the writer's sentences and the captions. When an item of
 * three or more holds the conjunction itself, a comma goes before the last one, so the items stay apart: "bed linens,
 * extra pillows and blankets, and hangers", not "… pillows and blankets and hangers". Of two, the first holding it
 * takes the comma ("a TV with Netflix and Hulu, and board games"); the last holding it does when the first ends in a
 * "with" phrase, which would take the join's "and" in ("a TV with Chromecast, and books and reading material", not
 * "… Chromecast and books and …"); otherwise the last one's own "and" comes after the join ("bed linens and extra
 * pillows and blankets"). One in brackets does not count.
 */
export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  // An "and" in brackets cannot run into the list's own: "the essentials (towels, soap and toilet paper) and hangers".
  const holds = (item: string) => item.replace(/\([^)]*\)/gu, "").includes(` ${conjunction} `);
  const [first, last] = [items[0]!, items.at(-1)!];
  const serialComma = items.length > 2 ? items.some(holds) : holds(first) || (holds(last) && first.includes(" with "));
  return `${items.slice(0, -1).join(", ")}${serialComma ? "," : ""} ${conjunction} ${last}`;
}
