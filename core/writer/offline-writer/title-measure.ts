import { countCharacters, MARKETPLACE_RULES } from "../../marketplaces/marketplace-rules";
import type { Home } from "./home";
import { createPart, type TitlePart } from "./title-parts";

// The measures composeTitles works with: parts with their length and keywords as bits, the title's length limits,
// and the small combinatorics of choosing features.

export function subsets<T>(items: readonly T[], maxSize: number): T[][] {
  const result: T[][] = [[]];
  for (const item of items) {
    for (const subset of [...result]) if (subset.length < maxSize) result.push([...subset, item]);
  }
  return result;
}

/** "with Hot Tub & Wifi": the keywords are the features' own ("with" and "&" are none). */
export function joinFeatures(parts: readonly TitlePart[]): TitlePart {
  return { text: `with ${parts.map((part) => part.text).join(" & ")}`, keywords: parts.flatMap((part) => part.keywords) };
}

export function bedroomPart(home: Home): TitlePart | undefined {
  const { facts, type } = home;
  if (facts.roomType !== "entire_home" || facts.bedrooms < 1 || /studio/iu.test(type.noun)) return undefined;
  return createPart(`${facts.bedrooms}-Bedroom`);
}

export function lengthLimits(home: Home): { min: number; max: number } {
  const limit = MARKETPLACE_RULES[home.marketplace].limits.title ?? {};
  return { min: limit.min ?? 1, max: Math.min(limit.max ?? 80, 80) };
}

/** A part with its length and its keywords as bits, so that thousands of combinations cost little. */
export interface MeasuredPart {
  readonly text: string;
  readonly length: number;
  readonly bits: number;
}

/** Measures parts once each, giving every keyword of this home's parts its own bit. */
export function createMeasurer(): (part: TitlePart | undefined) => MeasuredPart | undefined {
  const bitOf = new Map<string, number>();
  const measured = new Map<TitlePart, MeasuredPart>();
  return (part) => {
    if (part === undefined) return undefined;
    let result = measured.get(part);
    if (result === undefined) {
      let bits = 0;
      for (const keyword of part.keywords) {
        if (!bitOf.has(keyword)) bitOf.set(keyword, bitOf.size % 31);
        bits |= 1 << (bitOf.get(keyword) as number);
      }
      result = { text: part.text, length: countCharacters(part.text), bits };
      measured.set(part, result);
    }
    return result;
  };
}

export function countBits(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

