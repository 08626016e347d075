import { z } from "zod";

/**
 * The normalised listing of the product spec (§3): what the scraper produces from any marketplace format and
 * what pasted text is turned into. The grader scores it; the writer can start from it.
 * Fields a source does not have are null (numbers), "" (strings) or [] (lists), never invented.
 */
export const listingSourceSchema = z.enum(["api", "manual", "mock"]);

export const listingReviewSchema = z.object({
  author: z.string(),
  date: z.string().describe("As the source gives it: an ISO date or the page's own wording"),
  text: z.string(),
  rating: z.number().min(0).max(5).nullable(),
});

export const listingHostSchema = z.object({
  name: z.string(),
  profileImage: z.string(),
  isSuperHost: z.boolean(),
  about: z.string(),
});

export const listingSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  locationSubtitle: z.string(),
  images: z.array(z.string()),
  price: z.string().describe("The price as the page shows it, e.g. \"$120 night\"; empty when unknown"),
  bedrooms: z.number().nullable(),
  beds: z.number().nullable(),
  bathrooms: z.number().nullable(),
  amenities: z.array(z.string()),
  host: z.string(),
  hostData: listingHostSchema,
  rating: z.number().min(0).max(5).nullable(),
  reviews: z.number().int().min(0).nullable().describe("The review count"),
  reviewsData: z.array(listingReviewSchema),
  propertyType: z.string(),
  roomType: z.string(),
  accommodates: z.number().nullable(),
  highlights: z.array(z.string()),
  isGuestFavorite: z.boolean(),
  qualityScore: z.number().min(0).max(10).nullable().describe("A provider's quality figure, 0-10"),
  _source: listingSourceSchema,
  _manual: z.boolean().optional(),
  _fallback: z.boolean().optional(),
  _liveApiConfirmed: z.boolean().optional(),
});

export type Listing = z.infer<typeof listingSchema>;

/**
 * The most a listing sent to be graded may hold (POST /grader/analyze's `listing`). Each is far above what a marketplace
 * page gives (Airbnb's description is at most 500 characters a section; the scraper exports' longest review is a few
 * thousand characters, their most amenities about 100) and the description's matches the pasted text's 50,000. Stored
 * listings are read with `listingSchema`, which has none: a title made from a long pasted line may be longer.
 */
export const LISTING_INPUT_LIMITS = {
  text: 1_000,
  url: 2_048,
  description: 50_000,
  about: 10_000,
  reviewText: 10_000,
  images: 1_000,
  amenities: 1_000,
  highlights: 100,
  reviews: 1_000,
} as const;

const at = (count: number) => count.toLocaleString("en-US");
const text = (max: number = LISTING_INPUT_LIMITS.text) => z.string().max(max, `at most ${at(max)} characters`);
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, `at most ${at(max)} items`);

/** A listing as a client sends it to be graded: `listingSchema` within LISTING_INPUT_LIMITS. */
export const listingInputSchema = listingSchema.extend({
  id: text(),
  url: text(LISTING_INPUT_LIMITS.url),
  title: text(),
  description: text(LISTING_INPUT_LIMITS.description),
  location: text(),
  locationSubtitle: text(),
  images: list(text(LISTING_INPUT_LIMITS.url), LISTING_INPUT_LIMITS.images),
  price: text().describe(listingSchema.shape.price.description ?? ""),
  amenities: list(text(), LISTING_INPUT_LIMITS.amenities),
  host: text(),
  hostData: listingHostSchema.extend({ name: text(), profileImage: text(LISTING_INPUT_LIMITS.url), about: text(LISTING_INPUT_LIMITS.about) }),
  reviewsData: list(
    listingReviewSchema.extend({ author: text(), date: text().describe(listingReviewSchema.shape.date.description ?? ""), text: text(LISTING_INPUT_LIMITS.reviewText) }),
    LISTING_INPUT_LIMITS.reviews,
  ),
  propertyType: text(),
  roomType: text(),
  highlights: list(text(), LISTING_INPUT_LIMITS.highlights),
});

export type ListingReview = z.infer<typeof listingReviewSchema>;
export type ListingHost = z.infer<typeof listingHostSchema>;

/** An empty listing to build on: every field present, nothing invented. */
export function createEmptyListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: "",
    url: "",
    title: "",
    description: "",
    location: "",
    locationSubtitle: "",
    images: [],
    price: "",
    bedrooms: null,
    beds: null,
    bathrooms: null,
    amenities: [],
    host: "",
    hostData: { name: "", profileImage: "", isSuperHost: false, about: "" },
    rating: null,
    reviews: null,
    reviewsData: [],
    propertyType: "",
    roomType: "",
    accommodates: null,
    highlights: [],
    isGuestFavorite: false,
    qualityScore: null,
    _source: "api",
    ...overrides,
  };
}
