import type { CreditKind, PlanType, TransactionType } from "../../../../core/credits/credit-rules";

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

const numberFormat = new Intl.NumberFormat("en-US");
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "+3", "-1", "0": the sign says which way the balance moved. */
export function formatAmount(value: number): string {
  return value > 0 ? `+${numberFormat.format(value)}` : numberFormat.format(value);
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** Whole dollars as "$25", others with cents ("$6.25"). */
export function formatDollars(value: number): string {
  return Number.isInteger(value) ? `$${numberFormat.format(value)}` : `$${value.toFixed(2)}`;
}
