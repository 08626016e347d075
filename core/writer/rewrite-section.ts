import { countCharacters } from "../marketplaces/marketplace-rules";
import { composeListing, composeSummaryOpening, type ComposeOptions } from "./compose-listing";
import type { ListingPoint } from "./generated-listing";
import { asSentence, capitalize } from "./offline-writer/english";
import { readHomeType } from "./offline-writer/home-type";
import { cleanHostPhrase } from "./offline-writer/host-text";
import { describeDoing, readHighlight } from "./offline-writer/weave-highlights";
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

/** Where the host's highlight first appears in a sentence, by its woven phrase; -1 when it does not. */
function findHighlight(sentence: string, highlight: string): number {
  const woven = readHighlight(highlight);
  return woven === undefined ? -1 : sentence.toLowerCase().indexOf(woven.phrase.toLowerCase());
}

/** The host's highlight said in a sentence of its own: "Wake up to a river view from the living room." */
function describeHighlightAlone(highlight: string, facts: PropertyFacts): string {
  const woven = readHighlight(highlight);
  if (woven === undefined) return `In the host's words: ${highlight.charAt(0).toLowerCase()}${highlight.slice(1).replace(/[.!]+$/u, "")}.`;
  if (woven.shape === "nearby") return `The ${readHomeType(facts.propertyType, facts.roomType).noun} is ${woven.phrase}.`;
  return `${capitalize(describeDoing(woven))}.`;
}

interface LeadInput {
  readonly text: string;
  readonly highlight: string;
  readonly input: RewriteSectionInput;
}

/**
 * The sentence that says the most about the highlight moved to the front. In the summary, an opening that weaves the
 * host's highlights is written again with the chosen one first. A highlight of the host's that the text does not
 * mention yet is put first in a sentence of its own.
 */
function leadWith({ text, highlight, input }: LeadInput): RewrittenSection {
  const { facts, marketplace } = input;
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
  // Only the host's own highlights may be added in their words; anything else would be a claim nobody made.
  const own = (facts.highlights ?? []).find((item) => item.toLowerCase() === highlight.toLowerCase());
  const clean = own === undefined ? undefined : cleanHostPhrase(own, facts, marketplace ?? facts.marketplace ?? "airbnb");
  if (best.sentence !== undefined) {
    let lead = best.sentence;
    const others = (facts.highlights ?? []).filter((item) => item !== own);
    const at = own === undefined ? -1 : findHighlight(lead, own);
    // The summary's opening weaves another highlight in before this one: the opening is written with this one first.
    if (input.part === "summary" && own !== undefined && at > 0 && others.some((other) => { const index = findHighlight(lead, other); return index >= 0 && index < at; })) {
      lead = composeSummaryOpening({ ...facts, highlights: [own, ...others] }, input.points, { variant: input.variant ?? 1, marketplace });
    }
    const rest = text.replace(best.sentence, "").replace(/ {2,}/gu, " ").replace(/\n{3,}/gu, "\n\n").trim();
    return { text: `${lead}${/\n/u.test(text) ? "\n\n" : " "}${rest}`.trim(), honoured: true };
  }
  if (clean === undefined) return { text, honoured: false };
  return { text: `${asSentence(describeHighlightAlone(clean, facts))} ${text}`, honoured: true };
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
      return leadWith({ text: input.current ?? compose(input), highlight: direction.highlight, input });
  }
}
