/**
 * Phrase search over words, for the amenity catalogue and the fidelity guard: one pass over a text finds every known
 * phrase, longest first ("pool table" before "pool"), instead of hundreds of regular expressions per text.
 *
 * Words are runs of letters and digits, lower-cased; apostrophes inside a word are dropped ("children’s" is
 * "childrens"), hyphens and slashes separate words ("Wi-Fi" is "wi fi", "ski-in/ski-out" is "ski in ski out") and "&"
 * is "and". Sentence punctuation becomes a BREAK that no phrase spans; a comma stays a COMMA, which only a phrase
 * written with one spans ("towels, bed sheets, soap and toilet paper"), so that lists can be told apart.
 */
export const BREAK = "|";
export const COMMA = ",";

const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[.!?;:\n]|[,&]/gu;

const SENTENCE_ENDS = new Set([".", "!", "?", ";", ":", "\n"]);

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(TOKEN)) {
    const token = match[0];
    const last = tokens[tokens.length - 1];
    if (token === "&") tokens.push("and");
    else if (token === COMMA) {
      if (last !== undefined && last !== COMMA && last !== BREAK) tokens.push(COMMA);
    } else if (SENTENCE_ENDS.has(token)) {
      if (last === COMMA) tokens.pop();
      if (tokens[tokens.length - 1] !== BREAK) tokens.push(BREAK);
    } else tokens.push(token.includes("'") || token.includes("’") ? token.replace(/['’]/gu, "") : token);
  }
  return tokens;
}

/* Phrases and names are short and come back often (the same amenity names in every listing): kept, within a bound. */
const phraseTokens = new Map<string, readonly string[]>();
const PHRASE_CACHE_LIMIT = 10_000;

function tokenizePhrase(phrase: string): readonly string[] {
  let tokens = phraseTokens.get(phrase);
  if (tokens === undefined) {
    tokens = tokenize(phrase);
    if (phraseTokens.size >= PHRASE_CACHE_LIMIT) phraseTokens.clear();
    phraseTokens.set(phrase, tokens);
  }
  return tokens;
}

export interface PhraseMatch<T> {
  readonly phrase: string;
  readonly values: readonly T[];
  /** Index of the first word in the token list. */
  readonly start: number;
  readonly length: number;
}

interface Entry<T> {
  readonly words: readonly string[];
  readonly phrase: string;
  readonly values: T[];
}

/** Phrases mapped to values; a phrase may carry several values (e.g. "parking" names several kinds of parking). */
export class PhraseIndex<T> {
  private readonly byFirstWord = new Map<string, Entry<T>[]>();
  private readonly byPhrase = new Map<string, Entry<T>>();

  add(phrase: string, value: T): void {
    // Punctuation inside a phrase ("0?Tv", a place name) must match as written; at its ends it is dropped.
    const words = [...tokenizePhrase(phrase)];
    while (words.length > 0 && [BREAK, COMMA].includes(words[0] as string)) words.shift();
    while (words.length > 0 && [BREAK, COMMA].includes(words.at(-1) as string)) words.pop();
    const key = words.join(" ");
    if (key === "") return;
    const existing = this.byPhrase.get(key);
    if (existing !== undefined) {
      if (!existing.values.includes(value)) existing.values.push(value);
      return;
    }
    const entry: Entry<T> = { words, phrase: key, values: [value] };
    this.byPhrase.set(key, entry);
    const first = words[0] as string;
    const list = this.byFirstWord.get(first) ?? [];
    list.push(entry);
    list.sort((a, b) => b.words.length - a.words.length);
    this.byFirstWord.set(first, list);
  }

  /** The longest phrase starting at `start`, if any. */
  matchAt(tokens: readonly string[], start: number): PhraseMatch<T> | undefined {
    const candidates = this.byFirstWord.get(tokens[start] ?? "");
    if (candidates === undefined) return undefined;
    for (const entry of candidates) {
      if (entry.words.every((word, offset) => tokens[start + offset] === word)) {
        return { phrase: entry.phrase, values: entry.values, start, length: entry.words.length };
      }
    }
    return undefined;
  }

  /** Every phrase in the tokens, left to right, longest first, without overlaps, and none touching a skipped word. */
  findAll(tokens: readonly string[], skip: (index: number) => boolean = () => false): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    let index = 0;
    while (index < tokens.length) {
      const candidate = skip(index) ? undefined : this.matchAt(tokens, index);
      // A phrase may not reach into skipped words either ("private" + a skipped "pool view" is no "private pool").
      let match = candidate;
      for (let offset = 1; match !== undefined && offset < match.length; offset += 1) {
        if (skip(index + offset)) match = undefined;
      }
      if (match === undefined) {
        index += 1;
      } else {
        found.push(match);
        index += match.length;
      }
    }
    return found;
  }
}

/*
 * Negations: "no pets", "not suitable for a pool party", "without a washer or dryer", "does not include a kitchen,
 * wifi or parking". The words after a negation claim nothing, up to NEGATION_REACH words, renewed by each comma or
 * "or" of a list, and never past the end of the sentence: "no smoking, and enjoy the hot tub" still claims a hot tub.
 */
// "non" is left out: exports write "Non specific shampoo" for a shampoo of no named brand.
export const NEGATIONS = new Set(["no", "not", "without", "never", "nor", "cannot", "cant", "dont", "doesnt", "isnt", "arent", "wont"]);
const NEGATION_REACH = 4;
const LIST_REACH = 3;
const LIST_JOINERS = new Set([COMMA, "or", "nor"]);
const NEGATION_ENDS = new Set([BREAK, "but", "while", "whereas", "however"]);

export function findNegatedTokens(tokens: readonly string[]): Set<number> {
  const negated = new Set<number>();
  tokens.forEach((token, index) => {
    if (!NEGATIONS.has(token)) return;
    let reach = NEGATION_REACH;
    for (let next = index + 1; reach > 0 && next < tokens.length; next += 1) {
      const word = tokens[next] as string;
      if (NEGATION_ENDS.has(word)) break;
      negated.add(next);
      reach = LIST_JOINERS.has(word) ? Math.max(reach - 1, LIST_REACH) : reach - 1;
    }
  });
  return negated;
}

