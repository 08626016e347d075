export interface PhotoRange {
  /** The range applies to homes with up to this many bedrooms (0 is a studio). */
  readonly maxBedrooms: number;
  readonly min: number;
  readonly max: number;
}

/**
 * Recommended photo counts by home size. Airbnb needs 5 photos at the very least; its photo guidance and hosts'
 * guides advise a few shots of every space guests use (each bedroom and bathroom, the living area, the kitchen, the
 * outside): about 15 for a studio, growing by about 5 a bedroom. Past the top of the range guests scroll through
 * repeats.
 */
export const PHOTO_RANGES: readonly PhotoRange[] = [
  { maxBedrooms: 1, min: 15, max: 25 },
  { maxBedrooms: 3, min: 20, max: 35 },
  { maxBedrooms: Number.POSITIVE_INFINITY, min: 30, max: 50 },
];

/** The range for a home; a home of unknown size gets the smallest one. */
export function getPhotoRange(bedrooms: number | null): PhotoRange {
  const size = bedrooms ?? 0;
  const range = PHOTO_RANGES.find((candidate) => size <= candidate.maxBedrooms) ?? PHOTO_RANGES.at(-1);
  if (range === undefined) throw new Error("PHOTO_RANGES is empty");
  return range;
}

/** "15 to 25 suit a 1-bedroom home" for messages; a home of unknown size is told the range may grow. */
export function describePhotoRange(bedrooms: number | null): string {
  const { min, max } = getPhotoRange(bedrooms);
  if (bedrooms === null) return `${min} to ${max} suit a studio or 1-bedroom home, more a bigger one`;
  const home = bedrooms === 0 ? "a studio" : `a ${bedrooms}-bedroom home`;
  return `${min} to ${max} suit ${home}`;
}
