import { type GeneratedListing, SECTION_LABELS, writtenSections } from "./generated-listing";

function pointLines(listing: GeneratedListing): string[] {
  return listing.pointsOfInterest.map((point) =>
    point.distanceMeters === null ? point.name : `${point.name}: ${point.distanceMeters} m, about ${point.walkMinutes} min on foot`,
  );
}

/** The listing as Markdown: headings a host can paste into notes or a document. */
export function listingToMarkdown(listing: GeneratedListing): string {
  const lines = [`# ${listing.title}`, "", listing.summary, ""];
  for (const key of writtenSections(listing.sections)) lines.push(`## ${SECTION_LABELS[key]}`, "", listing.sections[key], "");
  if (listing.houseRules.length > 0) lines.push("## House rules", "", ...listing.houseRules.map((rule) => `- ${rule}`), "");
  const points = pointLines(listing);
  if (points.length > 0) lines.push("## Nearby", "", ...points.map((line) => `- ${line}`), "");
  lines.push("## Other title options", "", ...listing.titles.filter((t) => t !== listing.title).map((t) => `- ${t}`), "");
  lines.push("## Search keywords", "", listing.seoKeywords.join(", "), "");
  return lines.join("\n");
}

/** The listing as plain text, the form marketplaces' text boxes take: no markup at all. */
export function listingToPlainText(listing: GeneratedListing): string {
  const blocks = [listing.title, listing.summary];
  for (const key of writtenSections(listing.sections)) blocks.push(`${SECTION_LABELS[key]}\n${listing.sections[key]}`);
  if (listing.houseRules.length > 0) blocks.push(`House rules\n${listing.houseRules.join("\n")}`);
  const points = pointLines(listing);
  if (points.length > 0) blocks.push(`Nearby\n${points.join("\n")}`);
  return `${blocks.join("\n\n")}\n`;
}
