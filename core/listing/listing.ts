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
