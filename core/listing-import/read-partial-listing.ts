import { createEmptyListing, listingHostSchema, listingSchema, type Listing } from "../listing/listing";
import { ListingImportError } from "./errors";
import { isRecord } from "./json-access";

/**
 * A listing in the spec's own (normalised) shape that lacks some fields: the grader's input written by hand or by
 * another tool. It is told from a scraper export by keys that only the normalised shape has at its top level; read as
 * an export instead, it would lose the fields that exports name differently (`hostData.isSuperHost`, `reviewsData`).
 */
export function isNormalisedShape(value: unknown): boolean {
  return isRecord(value) && (isRecord(value.hostData) || Array.isArray(value.reviewsData) || typeof value._source === "string");
}

const partialListingSchema = listingSchema.extend({ hostData: listingHostSchema.partial() }).partial();

/**
 * Every field the value has, on an empty listing (missing fields are null, "" or [] as the normalised listing says, never
 * invented). A field of the wrong type is refused by name rather than dropped.
 */
export function readPartialListing(value: unknown): Listing {
  const parsed = partialListingSchema.safeParse(value);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new ListingImportError("invalid_listing", `A listing in the normalised shape with fields of the wrong type: ${fields}`);
  }
  const empty = createEmptyListing();
  const { hostData, ...fields } = parsed.data;
  // Defined fields only: an explicit `undefined` must not blank a default.
  const given = Object.fromEntries(Object.entries(fields).filter(([, field]) => field !== undefined));
  const host = Object.fromEntries(Object.entries(hostData ?? {}).filter(([, field]) => field !== undefined));
  return { ...empty, ...given, hostData: { ...empty.hostData, ...host } };
}
