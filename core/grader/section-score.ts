import { labelComponent } from "./labels";
import type { SectionScore } from "./types";

/** Each card shows at most this many suggestions (spec §9). */
export const MAX_SUGGESTIONS = 2;

export interface SectionNotes {
  readonly strengths?: readonly string[];
  readonly issues?: readonly string[];
  /** In order of importance; only the first MAX_SUGGESTIONS are kept. */
  readonly suggestions?: readonly string[];
}

export function createSectionScore(score: number, notes: SectionNotes = {}): SectionScore {
  return {
    score,
    overallScore: score.toFixed(2),
    label: labelComponent(score),
    strengths: [...(notes.strengths ?? [])],
    issues: [...(notes.issues ?? [])],
    suggestions: (notes.suggestions ?? []).slice(0, MAX_SUGGESTIONS),
  };
}

/** "“a”, “b” and “c”": terms quoted for a host-facing sentence. */
export function quoteList(items: readonly string[], limit = items.length): string {
  const quoted = items.slice(0, limit).map((item) => `“${item}”`);
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/** "a, b and c": plain words joined for a sentence. */
export function joinWords(items: readonly string[], limit = items.length): string {
  const words = items.slice(0, limit);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
