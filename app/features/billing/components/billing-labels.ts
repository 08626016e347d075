import type { CreditKind, PlanType, TransactionType } from "../../../../core/credits/credit-rules";
import { groupDigits } from "../../../../core/text/group-digits";

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  purchase: "Purchase",
  usage: "Usage",
  refund: "Refund",
  adjustment: "Adjustment",
};

export const CREDIT_KIND_LABELS: Record<CreditKind, string> = {
  listing: "Listing",
  caption: "Image caption",
};

export const PLAN_LABELS: Record<PlanType, string> = {
  none: "No plan yet",
  one_time: "Pay as you go",
  admin: "Admin",
};

// The Intl formatters are made on first use, not when the module loads: a page's first Intl object costs about 100 ms
// at Lighthouse's 4x slower CPU (docs/benchmarks.md). Whole numbers, all the pricing page shows, need none.
let numberFormat: Intl.NumberFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** 1234567 as "1,234,567", as Intl.NumberFormat("en-US") writes it. */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) return groupDigits(value);
  return (numberFormat ??= new Intl.NumberFormat("en-US")).format(value);
}

/** "+3", "-1", "0": the sign says which way the balance moved. */
export function formatAmount(value: number): string {
  return value > 0 ? `+${formatNumber(value)}` : formatNumber(value);
}

export function formatDateTime(iso: string): string {
  return (dateTimeFormat ??= new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })).format(new Date(iso));
}

/** Whole dollars as "$25", others with cents ("$6.25"). */
export function formatDollars(value: number): string {
  return Number.isInteger(value) ? `$${formatNumber(value)}` : `$${value.toFixed(2)}`;
}
