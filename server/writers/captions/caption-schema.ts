import { z } from "zod";
import { ALT_TEXT_MAX_CHARACTERS, CAPTION_MAX_CHARACTERS, MAX_CAPTION_FEATURES } from "../../../core/captions/caption-rules";
import { PHOTO_ROOM_TYPES } from "../../../core/captions/room-types";

/** What the vision model answers for one photo; lengths are checked after (and sent back for repair), not in the schema. */
export const modelCaptionSchema = z.object({
  roomType: z.enum(PHOTO_ROOM_TYPES).describe("The space the photo shows"),
  features: z
    .array(z.string())
    .describe(`Up to ${MAX_CAPTION_FEATURES} things clearly visible that a guest cares about, a few words each, lower case: "queen bed", "sea view"`),
  caption: z.string().describe(`A caption for the listing, at most ${CAPTION_MAX_CHARACTERS} characters, naming what is visible`),
  altText: z.string().describe(`Alt text for screen readers, at most ${ALT_TEXT_MAX_CHARACTERS} characters, one sentence describing the photo`),
});
export type ModelCaption = z.infer<typeof modelCaptionSchema>;
