import { countCharacters } from "../marketplaces/marketplace-rules";
import { composeListing, type ComposeOptions } from "./compose-listing";
import type { ListingPoint } from "./generated-listing";
import { asSentence } from "./offline-writer/english";
import { cleanHostPhrase } from "./offline-writer/host-text";
import type { PropertyFacts, WritingTone } from "./property-facts";
import type { RewritablePart, RewriteDirection } from "./rewrite-direction";

export type { RewritablePart };

export interface RewriteSectionInput {
  readonly facts: PropertyFacts;
  readonly points: readonly ListingPoint[];
  readonly part: RewritablePart;
  /** The text as it stands (perhaps edited by the host): "shorter" and "lead_with" work on it when given. */
  readonly current?: string;
  readonly direction?: RewriteDirection;
  /** The variant to write with; the caller passes the next one so that a plain rewrite reads differently. */
  readonly variant?: number;
  readonly marketplace?: ComposeOptions["marketplace"];
}

export interface RewrittenSection {
  readonly text: string;
  /** False when the offline writer could not do what was asked (e.g. lead with a highlight the home does not have). */
  readonly honoured: boolean;
}

/** "Shorter" keeps about this share of the text, and never less than its first sentence. */
const SHORTER_SHARE = 0.6;

function splitSentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+/u).filter((sentence) => sentence.trim() !== "");
}

function compose(input: RewriteSectionInput, tone?: WritingTone): string {
  const facts = tone === undefined ? input.facts : { ...input.facts, tone };
  const texts = composeListing(facts, input.points, { variant: input.variant ?? 1, marketplace: input.marketplace });
  return input.part === "summary" ? texts.summary : texts.sections[input.part];
}

/** The first sentence of each paragraph, then whole paragraphs dropped from the end, until it is short enough. */
function shorten(text: string): string {
  const target = Math.max(1, Math.floor(countCharacters(text) * SHORTER_SHARE));
  const paragraphs = text.split(/\n{2,}/u).map((paragraph) => splitSentences(paragraph));
  let kept = paragraphs.map((sentences) => sentences.slice(0, 1));
  const join = () => kept.map((sentences) => sentences.join(" ")).filter(Boolean).join("\n\n");
  // A one-paragraph text (the summary): drop sentences from the end instead.
  if (paragraphs.length === 1) kept = [paragraphs[0] ?? []];
  while (countCharacters(join()) > target && kept.flat().length > 1) {
    const last = kept.at(-1) as string[];
    if (last.length > 1) last.pop();
    else kept.pop();
  }
  return join();
}

const STOP_WORDS = new Set(["the", "a", "an", "with", "and", "of", "to", "in", "on", "for", "from", "lead"]);

function keyWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length > 2 && !STOP_WORDS.has(word));
}

/** One word or its plural: "view" is "views", but "room" is not "bedroom". */
function sameWord(a: string, b: string): boolean {
  return a === b || a === `${b}s` || b === `${a}s`;
}

/** The sentence that says the most about the highlight moved to the front; else the host's own highlight put first. */
function leadWith(text: string, highlight: string, facts: PropertyFacts, marketplace: RewriteSectionInput["marketplace"]): RewrittenSection {
  const words = keyWords(highlight);
  // At least half of the highlight's words: one shared word ("room" of "living room") is not the same thing.
  const enough = Math.max(1, Math.ceil(words.length / 2));
  const sentences = text.split(/\n{2,}/u).flatMap((paragraph) => splitSentences(paragraph));
  const score = (sentence: string) => {
    const said = keyWords(sentence);
    return words.filter((word) => said.some((other) => sameWord(word, other))).length;
  };
  const best = sentences.reduce<{ sentence?: string; hits: number }>((found, sentence) => {
    const hits = score(sentence);
    return hits >= enough && hits > found.hits ? { sentence, hits } : found;
  }, { hits: 0 });
  if (best.sentence !== undefined) {
    const rest = text.replace(best.sentence, "").replace(/ {2,}/gu, " ").replace(/\n{3,}/gu, "\n\n").trim();
    return { text: `${best.sentence}${/\n/u.test(text) ? "\n\n" : " "}${rest}`.trim(), honoured: true };
  }
  // Only the host's own highlights may be added in their words; anything else would be a claim nobody made.
  const own = (facts.highlights ?? []).find((item) => item.toLowerCase() === highlight.toLowerCase());
  const clean = own === undefined ? undefined : cleanHostPhrase(own, facts, marketplace ?? facts.marketplace ?? "airbnb");
  if (clean === undefined) return { text, honoured: false };
  return { text: `${asSentence(clean)} ${text}`, honoured: true };
}

/**
 * One part of the listing written again, steered by the host's direction where the offline writer can follow it:
 * "shorter" keeps the sentences that carry the most facts; "warmer" and "more_formal" write in the warm or
 * professional tone; "more_detail" writes the fullest version (the offline writer already says everything the facts
 * give, so it adds no claims); "lead_with" moves the sentence about the chosen highlight first. No direction: another
 * variant, as "regenerate" always did.
 */
export function rewriteSection(input: RewriteSectionInput): RewrittenSection {
  const { direction } = input;
  switch (direction?.kind) {
    case undefined:
      return { text: compose(input), honoured: true };
    case "shorter":
      return { text: shorten(input.current ?? compose(input)), honoured: true };
    case "warmer":
      return { text: compose(input, "warm"), honoured: true };
    case "more_formal":
      return { text: compose(input, "professional"), honoured: true };
    case "more_detail": {
      const text = compose(input, input.facts.tone === "professional" ? "professional" : "warm");
      return { text, honoured: input.current === undefined || countCharacters(text) > countCharacters(input.current) };
    }
    case "lead_with":
      if (direction.highlight === undefined) return { text: input.current ?? compose(input), honoured: false };
      return leadWith(input.current ?? compose(input), direction.highlight, input.facts, input.marketplace);
  }
}
