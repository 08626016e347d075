import { z } from "zod";
import { groupDigits } from "../text/group-digits";

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
  bathroomAccess: z
    .enum(["private", "shared"])
    .optional()
    .describe('Whether the bathrooms are the guests\' alone or shared, when the source says ("1 private bath", "1 shared bath")'),
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
 * The most a listing sent to be graded may hold (POST /grader/analyze's `listing`), far above what the importers read
 * from the saved pages and the 199-listing scraper export (fixtures/): there the longest description is 6,947
 * characters, the longest title 64, the most amenities 74, images 51, reviews 383, the longest review 2,441 characters
 * and the longest host's "about" 944. The description's limit is the pasted text's. Stored listings are read with
 * `listingSchema`, which has none: a title made from a long pasted line may be longer.
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

/** The field as `listingSchema` has it (its description kept), at most `max` characters long. */
const bounded = (field: z.ZodString, max: number = LISTING_INPUT_LIMITS.text) => field.max(max, `at most ${groupDigits(max)} characters`);
const boundedList = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, `at most ${groupDigits(max)} items`);

const { shape: listing } = listingSchema;
const { shape: host } = listingHostSchema;
const { shape: review } = listingReviewSchema;

/** A listing as a client sends it to be graded: `listingSchema` within LISTING_INPUT_LIMITS. */
export const listingInputSchema = listingSchema.extend({
  id: bounded(listing.id),
  url: bounded(listing.url, LISTING_INPUT_LIMITS.url),
  title: bounded(listing.title),
  description: bounded(listing.description, LISTING_INPUT_LIMITS.description),
  location: bounded(listing.location),
  locationSubtitle: bounded(listing.locationSubtitle),
  images: boundedList(bounded(z.string(), LISTING_INPUT_LIMITS.url), LISTING_INPUT_LIMITS.images),
  price: bounded(listing.price),
  amenities: boundedList(bounded(z.string()), LISTING_INPUT_LIMITS.amenities),
  host: bounded(listing.host),
  hostData: listingHostSchema.extend({
    name: bounded(host.name),
    profileImage: bounded(host.profileImage, LISTING_INPUT_LIMITS.url),
    about: bounded(host.about, LISTING_INPUT_LIMITS.about),
  }),
  reviewsData: boundedList(
    listingReviewSchema.extend({ author: bounded(review.author), date: bounded(review.date), text: bounded(review.text, LISTING_INPUT_LIMITS.reviewText) }),
    LISTING_INPUT_LIMITS.reviews,
  ),
  propertyType: bounded(listing.propertyType),
  roomType: bounded(listing.roomType),
  highlights: boundedList(bounded(z.string()), LISTING_INPUT_LIMITS.highlights),
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
