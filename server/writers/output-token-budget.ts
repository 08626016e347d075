/**
 * Characters per token, counted low: English runs near 4, accented and non-Latin text fewer, and JSON punctuation
 * costs tokens of its own.
 */
const CHARACTERS_PER_TOKEN = 3;
/** Room above the longest answer the prompt asks for, so a full answer is never cut. */
const HEADROOM = 1.25;
/** The JSON around the texts: keys, quotes, commas. */
const JSON_OVERHEAD_TOKENS = 64;

/**
 * maxOutputTokens for an answer whose texts add up to at most `characters`: a model that rambles stops there (and its
 * cut-off answer is repaired or refused) instead of writing until AI_TIMEOUT_MS.
 */
export function outputTokenBudget(characters: number): number {
  return Math.ceil((characters / CHARACTERS_PER_TOKEN) * HEADROOM) + JSON_OVERHEAD_TOKENS;
}
