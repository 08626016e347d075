import { getPhotoRange, type PhotoRange } from "../grader/photo-ranges";
import type { PhotoRoomType } from "./room-types";

/**
 * The photo audit's thresholds. Marketplaces ask for at least 1024 × 683 pixels (Airbnb's and channel managers'
 * published minimum); the others were set on real listing photos (fixtures/photos): every real photo there passes,
 * and the same photos darkened to a quarter or blurred with a 3-pixel Gaussian fail (server/services/captions/measure-photo.test.ts).
 */
export const MIN_PHOTO_WIDTH = 1024;
export const MIN_PHOTO_HEIGHT = 683;
/** Mean luminance (0-255) below which a photo reads as too dark. Real photos measured 83 to 171, a dusk exterior 100. */
export const DARK_BELOW_BRIGHTNESS = 60;
/**
 * Variance of the Laplacian over the variance of the pixels (on a 512-pixel grey copy), below which a photo is blurred.
 * Real photos measured 0.14 to 2.0 (the lowest a 256-pixel web image); blurred with a 3-pixel Gaussian, 0.036 at most.
 */
export const BLURRED_BELOW_SHARPNESS = 0.07;
/**
 * dHash bits two photos may differ in and still be the same shot: a re-saved, resized or slightly cropped copy differs
 * in 1 to 3 bits; different photos of one house differed in 20 or more.
 */
export const NEAR_DUPLICATE_MAX_BITS = 10;

/** The spaces guests look for in every listing; a bedroom unless the home is a studio. */
export function requiredRoomTypes(bedrooms: number | null): PhotoRoomType[] {
  const required: PhotoRoomType[] = ["exterior", "living_room", "kitchen", "bathroom"];
  if (bedrooms !== 0) required.splice(3, 0, "bedroom");
  return required;
}

/** The recommended number of photos for a home of this size (the grader's ranges). */
export function recommendedPhotoRange(bedrooms: number | null): PhotoRange {
  return getPhotoRange(bedrooms);
}

/**
 * Rooms that make a good cover photo, best first: the main living space or the outside sells the stay; a pool or a
 * view when the home has one.
 */
export const COVER_PREFERENCE: readonly PhotoRoomType[] = ["living_room", "exterior", "pool", "view", "bedroom", "outdoor_space", "kitchen", "dining_area"];

/** After the cover, the order a guest walks through a home. Unknown rooms come after these. */
export const WALKTHROUGH_ORDER: readonly PhotoRoomType[] = [
  "living_room",
  "kitchen",
  "dining_area",
  "bedroom",
  "bathroom",
  "workspace",
  "outdoor_space",
  "pool",
  "view",
  "exterior",
  "entrance",
  "laundry",
  "amenity",
  "other",
];

/** Bits that differ between two 16-hex-digit hashes. */
export function hammingDistance(a: string, b: string): number {
  let difference = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (difference > 0n) {
    bits += Number(difference & 1n);
    difference >>= 1n;
  }
  return bits;
}
