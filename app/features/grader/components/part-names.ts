import type { GradedPart } from "../../../../core/grader/types";

/** The scored parts as the result names them, in spec/GRADER.md's order. */
export const PART_NAMES: Record<GradedPart, string> = {
  title: "Title",
  description: "Description",
  amenities: "Amenities",
  seo: "SEO",
  host: "Host",
};
