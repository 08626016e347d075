/**
 * Key terms: words of four letters or more that at least KEY_TERM_MIN_SHARE of the top-demand homes use in their title
 * or description, and that they use more often than the rest of the comparable set does by KEY_TERM_MIN_LIFT (so
 * "the", "de" and "with", common to all, drop out in any language without a stop-word list).
 */
export const KEY_TERM_MIN_SHARE = 0.3;
export const KEY_TERM_MIN_LIFT = 0.15;
export const KEY_TERM_LIMIT = 8;

export interface KeyTerm {
  term: string;
  topDemandHomes: number;
  ofTopDemand: number;
  otherHomes: number;
  ofOthers: number;
}

export function extractTerms(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
}

function documentFrequency(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const term of extractTerms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** The top-demand homes' key terms that the home's own title and description do not use. */
export function findMissingKeyTerms(subjectText: string, topDemandTexts: readonly string[], otherTexts: readonly string[]): KeyTerm[] {
  if (topDemandTexts.length === 0) return [];
  const own = extractTerms(subjectText);
  const top = documentFrequency(topDemandTexts);
  const rest = documentFrequency(otherTexts);
  const terms: KeyTerm[] = [];
  for (const [term, count] of top) {
    const share = count / topDemandTexts.length;
    const otherCount = rest.get(term) ?? 0;
    const otherShare = otherTexts.length > 0 ? otherCount / otherTexts.length : 0;
    if (own.has(term) || share < KEY_TERM_MIN_SHARE || share - otherShare < KEY_TERM_MIN_LIFT) continue;
    terms.push({ term, topDemandHomes: count, ofTopDemand: topDemandTexts.length, otherHomes: otherCount, ofOthers: otherTexts.length });
  }
  return terms.sort((a, b) => b.topDemandHomes - a.topDemandHomes || a.term.localeCompare(b.term)).slice(0, KEY_TERM_LIMIT);
}
