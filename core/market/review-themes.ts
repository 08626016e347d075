/**
 * Guests' words: what reviews say about each theme, praise or complaint, counted per review, with short quotes.
 * English keyword rules (Inside Airbnb reviews are mostly English; other languages are counted as not mentioning a
 * theme): a sentence that names a theme is a complaint when it also holds a negative cue, praise otherwise.
 */
export const REVIEW_THEMES = {
  cleanliness: ["clean", "spotless", "tidy", "dirty", "dust", "stain", "hygien", "smell"],
  location: ["location", "located", "neighbourhood", "neighborhood", "walking distance", "close to", "central"],
  "check-in": ["check-in", "check in", "checkin", "self check", "lockbox", "key box", "keys"],
  noise: ["noise", "noisy", "quiet", "loud", "traffic", "thin walls"],
  beds: ["bed", "mattress", "pillow", "slept", "sleep"],
  wifi: ["wifi", "wi-fi", "internet"],
  host: ["host", "responsive", "communication", "helpful", "welcoming", "hospitable"],
} as const;
export type ReviewTheme = keyof typeof REVIEW_THEMES;

const NEGATIVE_CUES = /\b(not|no|never|dirty|noisy|loud|uncomfortable|broken|smelly|smelled|problem|problems|issue|issues|difficult|hard to|couldn't|could not|didn't|did not|wasn't|was not|poor|bad|slow|unresponsive|disappoint\w*|unfortunately|however|but)\b/i;
export const QUOTE_MAX_LENGTH = 160;
export const QUOTES_PER_THEME = 2;

export interface ThemeCount {
  theme: ReviewTheme;
  praise: number;
  complaints: number;
  praiseQuotes: string[];
  complaintQuotes: string[];
}

/** A running tally: add reviews one at a time (a city's reviews stream through it), read the counts at the end. */
export function createThemeTally(): Map<ReviewTheme, ThemeCount> {
  return new Map();
}

function splitSentences(text: string): string[] {
  return text
    .replace(/<br\s*\/?>/gi, " ")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

// One pattern per theme, made once: a word starting at a word boundary ("clean" also finds "cleanliness").
const THEME_PATTERNS = (Object.entries(REVIEW_THEMES) as [ReviewTheme, readonly string[]][]).map(
  ([theme, words]) => [theme, new RegExp(`\\b(?:${words.map((w) => w.replace(/-/g, "\\-")).join("|")})`, "i")] as const,
);

/** Adds one review to the tally: each theme counts once per review, as praise or complaint (a complaint wins). */
export function addReview(tally: Map<ReviewTheme, ThemeCount>, text: string): void {
  const found = new Map<ReviewTheme, { complaint: boolean; quote: string }>();
  for (const sentence of splitSentences(text)) {
    for (const [theme, pattern] of THEME_PATTERNS) {
      if (!pattern.test(sentence)) continue;
      const complaint = NEGATIVE_CUES.test(sentence);
      const before = found.get(theme);
      if (!before || (complaint && !before.complaint)) found.set(theme, { complaint, quote: sentence });
    }
  }
  for (const [theme, { complaint, quote }] of found) {
    const count = tally.get(theme) ?? { theme, praise: 0, complaints: 0, praiseQuotes: [], complaintQuotes: [] };
    const quotes = complaint ? count.complaintQuotes : count.praiseQuotes;
    if (complaint) count.complaints += 1;
    else count.praise += 1;
    if (quotes.length < QUOTES_PER_THEME && quote.length <= QUOTE_MAX_LENGTH) quotes.push(quote);
    tally.set(theme, count);
  }
}

/** The themes of a set of reviews, most mentioned first. */
export function summarizeThemes(tally: Map<ReviewTheme, ThemeCount>): ThemeCount[] {
  return [...tally.values()].sort((a, b) => b.praise + b.complaints - (a.praise + a.complaints) || a.theme.localeCompare(b.theme));
}

export function findReviewThemes(texts: readonly string[]): ThemeCount[] {
  const tally = createThemeTally();
  for (const text of texts) addReview(tally, text);
  return summarizeThemes(tally);
}
