/**
 * "a, b and c": the items with commas and the conjunction, for the writer's sentences and the captions. When an item of
 * three or more holds the conjunction itself, a comma goes before the last one, so the items stay apart: "bed linens,
 * extra pillows and blankets, and hangers", not "… pillows and blankets and hangers".
 */
export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  const serialComma = items.length > 2 && items.some((item) => item.includes(` ${conjunction} `));
  return `${items.slice(0, -1).join(", ")}${serialComma ? "," : ""} ${conjunction} ${items.at(-1)}`;
}
