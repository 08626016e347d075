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

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(TOKEN)) {
    const token = match[0];
    if (token === "&") tokens.push("and");
    else if (token === COMMA) {
      if (tokens.length > 0 && tokens.at(-1) !== COMMA && tokens.at(-1) !== BREAK) tokens.push(COMMA);
    } else if (/^[.!?;:\n]$/u.test(token)) {
      if (tokens.at(-1) === COMMA) tokens.pop();
      if (tokens.at(-1) !== BREAK) tokens.push(BREAK);
    } else tokens.push(token.replace(/['’]/gu, ""));
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
    const words = tokenize(phrase).filter((word) => word !== BREAK);
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

  /** Every phrase in the tokens, left to right, longest first, without overlaps. */
  findAll(tokens: readonly string[], skip: (index: number) => boolean = () => false): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    let index = 0;
    while (index < tokens.length) {
      const match = skip(index) ? undefined : this.matchAt(tokens, index);
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
