const reviewCount = (n: number) => `${n} ${n === 1 ? "review" : "reviews"}`;

/** How often guests raised a theme, in words: "praised in 3 reviews, no complaints". */
export function describeThemeCounts(praise: number, complaints: number): string {
  const praised = praise === 0 ? "not praised" : `praised in ${reviewCount(praise)}`;
  const complained = complaints === 0 ? "no complaints" : `a complaint in ${reviewCount(complaints)}`;
  return `${praised}, ${complained}`;
}
