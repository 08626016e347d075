/**
 * Term lists asked of the same texts, looked up together. One grading asks three lists of the description and three of
 * the amenity names; each pass of its own read every word of the text again. A group keeps every term of its lists
 * in one word scan (scan-by-words.ts): one pass over a text finds the hits of all of them, kept for the last few texts,
 * and each list reads its own hits from that (term-list.ts).
 */

import { WordScan } from "./scan-by-words";

/** The hits in one text: the group's term indices and where each starts, in text order. */
export interface GroupHits {
  readonly text: string;
  readonly terms: readonly number[];
  readonly starts: readonly number[];
}

/**
 * A grading reads four texts (the title, the description, the description without its negations, the names): six
 * leave room.
 */
const RECENT_LIMIT = 6;

export class TermGroup {
  /** Every term of the lists that joined, lower-cased, each once. */
  private readonly keys: string[] = [];
  private readonly indexByKey = new Map<string, number>();
  /** Made when first asked after a list joined. */
  private scan: WordScan | undefined;
  private recent: GroupHits[] = [];

  /** Adds a list's terms (word terms, scan-by-words.ts); answers each one's index in the group. */
  join(terms: readonly string[]): number[] {
    this.scan = undefined;
    this.recent = [];
    return terms.map((term) => {
      const key = term.toLowerCase();
      let index = this.indexByKey.get(key);
      if (index === undefined) {
        index = this.keys.push(key) - 1;
        this.indexByKey.set(key, index);
      }
      return index;
    });
  }

  /** The length of the group's term `index` (a hit of it ends that far from its start). */
  termLength(index: number): number {
    return this.keys[index]!.length;
  }

  /** Every hit of a group term in `text`. */
  findHits(text: string): GroupHits {
    for (const hits of this.recent) if (hits.text === text) return hits;
    this.scan ??= WordScan.create(this.keys);
    if (this.scan === undefined) throw new Error("A term group holds only word terms (scan-by-words.ts)");
    const terms: number[] = [];
    const starts: number[] = [];
    this.scan.scanStarts(text, (term, start) => {
      terms.push(term);
      starts.push(start);
    });
    const hits = { text, terms, starts };
    if (this.recent.unshift(hits) > RECENT_LIMIT) this.recent.pop();
    return hits;
  }
}

/** The grader's constant lists, which all ask the same few texts of a listing. */
export const GRADER_TERMS = new TermGroup();
