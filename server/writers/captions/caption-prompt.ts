import { ALT_TEXT_MAX_CHARACTERS, CAPTION_MAX_CHARACTERS, MAX_CAPTION_FEATURES } from "../../../core/captions/caption-rules";
import { PHOTO_ROOM_TYPES, ROOM_TYPE_LABELS } from "../../../core/captions/room-types";
import { STOCK_CLICHES } from "../../../core/marketplaces/cliches";
import { MARKETPLACE_RULES } from "../../../core/marketplaces/marketplace-rules";
import type { CaptionRequest } from "./caption-writer";

/** The caption rules (core/captions/caption-rules.ts and DESIGN.md's writing rules) as the model reads them. */
export function captionSystemPrompt(request: CaptionRequest): string {
  return [
    "You caption photos of short-term rentals for their hosts. Guests skim captions under each photo; yours are short, specific and true.",
    "Rules you must never break:",
    "- Describe only what is clearly visible in the photo (and what the host states below). Never guess at what is out of frame, sizes, brands or distances.",
    `- Caption: at most ${CAPTION_MAX_CHARACTERS} characters; name the space and what a guest would care about. No full stop needed.`,
    `- Alt text: at most ${ALT_TEXT_MAX_CHARACTERS} characters, one plain sentence for a screen-reader user; do not start with "Image of" or "Photo of".`,
    "- No emojis, links, e-mail addresses or phone numbers; never more than 3 all-caps words in a row; never name a booking platform.",
    `- Never use these stock phrases: ${STOCK_CLICHES.join(", ")}.`,
    `- roomType is one of: ${PHOTO_ROOM_TYPES.map((room) => `${room} (${ROOM_TYPE_LABELS[room]})`).join(", ")}.`,
    `- features: at most ${MAX_CAPTION_FEATURES}, a few words each.`,
    `The listing is on ${MARKETPLACE_RULES[request.marketplace].name}. Write in English. Answer with JSON only, matching the schema.`,
  ].join("\n");
}

export function captionUserPrompt(request: CaptionRequest): string {
  const lines = ["Caption this photo."];
  if (request.roomType) lines.push(`The host says it shows: ${ROOM_TYPE_LABELS[request.roomType]}.`);
  if (request.features && request.features.length > 0) lines.push(`The host wants these mentioned if they are visible: ${request.features.join(", ")}.`);
  return lines.join(" ");
}
