import { readGraderInput } from "../../core/grader/read-grader-input";
import type { GradableListing, GraderInput } from "../../core/grader/types";

/** Tests only: the grader's view of a partial listing. */
export function buildGraderInput(listing: GradableListing = {}): GraderInput {
  return readGraderInput(listing);
}

/** Tests only: `count` words that are in none of the grader's word lists. */
export function fillerWords(count: number): string {
  return Array(count).fill("lorem").join(" ");
}
