import { z } from "zod";

/**
 * The model-facing schemas of the listing writer, in this one place. Lengths and counts are stated in the prompt and
 * checked after the answer, not written here: some servers' structured-output grammars refuse them.
 */
export { listingTextsSchema as listingAnswerSchema } from "../../../core/writer/generated-listing";

export const sectionAnswerSchema = z.object({ text: z.string().describe("The rewritten section, plain text") });
