/**
 * Spec §1, §4, §9: the launch offer. $5 (advertised as 75% off) for 1 listing credit and 50 image-caption credits,
 * once per account (has_used_launch_special); taking it makes the plan one_time.
 */
export const LAUNCH_SPECIAL = {
  id: "launch_special",
  name: "Launch Special",
  price: 5,
  discountPercentage: 75,
  listingCredits: 1,
  captionCredits: 50,
} as const;
