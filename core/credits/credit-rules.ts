/** Spec §9: every listing credit bought brings this many image-caption credits. */
export const CAPTION_CREDITS_PER_LISTING_CREDIT = 50;

/** Spec §4: the admin plan sets both balances to this (shown for admins; they are never charged). */
export const ADMIN_CREDITS = 999_999;

/** Spec §9: a deduction takes 1 credit unless the caller says otherwise. */
export const DEFAULT_DEDUCTION = 1;

export const CREDIT_KINDS = ["listing", "caption"] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export const TRANSACTION_TYPES = ["purchase", "usage", "refund", "adjustment"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Spec §3: plan_type values. "none" until the first purchase; "one_time" after it; "admin" for administrators. */
export const PLAN_TYPES = ["none", "one_time", "admin"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** The image-caption credits that come with `listingCredits` listing credits bought. */
export function captionCreditsFor(listingCredits: number): number {
  return listingCredits * CAPTION_CREDITS_PER_LISTING_CREDIT;
}

/** Whether a balance covers a deduction of `amount` (spec §5: "Deduction needs enough credits"). */
export function canDeduct(balance: number, amount: number = DEFAULT_DEDUCTION): boolean {
  return Number.isInteger(amount) && amount > 0 && balance >= amount;
}
