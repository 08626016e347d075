import type { CaptionPhoto, CaptionSet } from "../../../contracts/captions";
import { ROOM_TYPE_LABELS } from "../../../core/captions/room-types";
import { countCharacters } from "../../../core/marketplaces/marketplace-rules";
import { csvField } from "../csv/csv-field";

const HEADER = ["order", "file", "room", "features", "caption", "caption_characters", "alt_text", "alt_text_characters", "width", "height", "issues", "writer"];

/** The set's photos in the audit's suggested order (cover first). */
export function photosInSuggestedOrder(set: CaptionSet): CaptionPhoto[] {
  const byId = new Map(set.photos.map((photo) => [photo.id, photo]));
  return set.audit.order.map((id) => byId.get(id)!).filter(Boolean);
}

/** Every caption and alt text of a set as CSV (RFC 4180, CRLF), in the suggested order, ready for a spreadsheet. */
export function captionSetToCsv(set: CaptionSet): string {
  const lines = [HEADER.join(",")];
  photosInSuggestedOrder(set).forEach((photo, index) => {
    const fields = [
      index + 1,
      photo.fileName,
      photo.roomType ? ROOM_TYPE_LABELS[photo.roomType] : "",
      photo.features.join("; "),
      photo.caption ?? "",
      photo.caption ? countCharacters(photo.caption) : null,
      photo.altText ?? "",
      photo.altText ? countCharacters(photo.altText) : null,
      photo.width,
      photo.height,
      photo.issues.map((issue) => issue.message).join(" "),
      photo.writer?.label ?? "",
    ];
    lines.push(fields.map(csvField).join(","));
  });
  return `${lines.join("\r\n")}\r\n`;
}

/** The set as JSON: photos in the suggested order with their captions, and the audit. */
export function captionSetToJson(set: CaptionSet): string {
  const photos = photosInSuggestedOrder(set).map((photo, index) => ({
    order: index + 1,
    fileName: photo.fileName,
    roomType: photo.roomType,
    features: photo.features,
    caption: photo.caption,
    altText: photo.altText,
    width: photo.width,
    height: photo.height,
    issues: photo.issues.map(({ kind, message }) => ({ kind, message })),
    writer: photo.writer,
  }));
  const { audit } = set;
  return `${JSON.stringify({ name: set.name, marketplace: set.marketplace, bedrooms: set.bedrooms, exportedAt: new Date().toISOString(), photos, audit: { count: audit.count, rooms: audit.rooms, coverReason: audit.coverReason } }, null, 2)}\n`;
}
