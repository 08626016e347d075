import { findTerm } from "./match-terms";
import { countDescriptionWords } from "./description-words";
import { createSectionScore } from "./section-score";
import type { GraderInput, SectionScore } from "./types";

/** Search visibility cannot be measured from the listing alone, so the component is fixed (spec §9). */
export const SEO_SCORE = 0.7;
/** A description this long on a single line reads as a wall of text. */
const WALL_OF_TEXT_WORDS = 150;

/**
 * Far longer than a place's name or a line a host writes after "Location:" (the fixtures' longest is 101 characters).
 * Pasted text's location is the run of capitalised words after "in" (GRADER.md), which a text of 50,000 characters can
 * make as long: looking for that as a term made a pattern V8 could not compile, and the analysis failed with a 500.
 */
export const PLACE_MAX_LENGTH = 1_000;

/**
 * More than a location names (the fixtures' most is 4: "Antwerpen, Vlaams Gewest, Belgium"). Each place is a search of
 * the whole text: a listing sent as JSON (1 MB at most) with 60,000 places in its location took 20 s to grade, and 78 s
 * with a long description.
 */
export const PLACES_LOOKED_FOR = 10;

/**
 * The place words of a location ("Lisbon, Portugal" → "Lisbon", "Portugal"): none longer than PLACE_MAX_LENGTH, and
 * the first PLACES_LOOKED_FOR of them.
 */
function splitPlaces(location: string): string[] {
  return location
    .split(/[,·|/]/u)
    .map((part) => part.trim())
    .filter((part) => part !== "" && part.length <= PLACE_MAX_LENGTH)
    .slice(0, PLACES_LOOKED_FOR);
}

/**
 * The place as written where the title, else the description, first names it: what a search of the two joined by a
 * line break finds, without joining them (a copy of the description a grading). Only a place holding a line break
 * could match across the join; such a place is looked for in the joined text.
 */
function findPlace(input: GraderInput, place: string): string | undefined {
  if (place.includes("\n")) return findTerm(`${input.title}\n${input.description}`, place);
  return findTerm(input.title, place) ?? findTerm(input.description, place);
}

/** The first of the places that the title or the description names, as written there. */
function findFirstNamedPlace(input: GraderInput, places: readonly string[]): string | undefined {
  // Each place is a search of the whole text: the rest are not looked for once one is found.
  for (const place of places) {
    const found = findPlace(input, place);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The score is fixed; the notes say whether guests searching for the place will find its name in the text. */
export function scoreSeo(input: GraderInput): SectionScore {
  const places = splitPlaces(input.location);
  const named = findFirstNamedPlace(input, places);
  const strengths: string[] = [];
  const issues: string[] = [];
  const suggestions: string[] = [];
  if (places.length === 0) {
    suggestions.push("Name the neighbourhood and a landmark or two in the description: guests search by place");
  } else if (named !== undefined) {
    strengths.push(`Your listing names its location (“${named}”), which guests search for`);
  } else {
    issues.push(`Neither your title nor your description names ${places.join(", ")}`);
    suggestions.push(`Mention ${places[0]} and your neighbourhood in the first lines of the description`);
  }
  if (countDescriptionWords(input) >= WALL_OF_TEXT_WORDS && countLines(input.description) < 2) {
    suggestions.push("Break the description into short paragraphs: the space, guest access, the neighbourhood");
  }
  return createSectionScore(SEO_SCORE, { strengths, issues, suggestions });
}

function countLines(text: string): number {
  return text.split("\n").filter((line) => line.trim() !== "").length;
}
