import { countWords } from "../text-quality/words";
import { memoizeByObject } from "./memoize";
import type { GraderInput } from "./types";

/** The description's word count, counted once a grading: the description and SEO cards both ask. */
export const countDescriptionWords = memoizeByObject((input: Pick<GraderInput, "description">) =>
  countWords(input.description),
);
