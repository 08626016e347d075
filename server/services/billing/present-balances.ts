import type { Balances } from "../../../contracts/billing";
import type { Role } from "../../../contracts/session";
import { ADMIN_CREDITS, PLAN_TYPES, type PlanType } from "../../../core/credits/credit-rules";
import type { SubscriptionRow } from "./billing-db";

function toPlanType(value: string | undefined): PlanType {
  return (PLAN_TYPES as readonly string[]).includes(value ?? "") ? (value as PlanType) : "none";
}

/**
 * The balances a user sees. An admin is on the admin plan with 999999 of both (spec §4), read from the role rather than
 * stored, so that revoking the role leaves the credits the person actually bought; admins are never charged anyway.
 */
export function presentBalances(subscription: Pick<SubscriptionRow, "creditsRemaining" | "imageCaptionCredits" | "planType" | "hasUsedLaunchSpecial"> | null | undefined, role: Role): Balances {
  const hasUsedLaunchSpecial = subscription?.hasUsedLaunchSpecial ?? false;
  if (role === "admin") return { credits: ADMIN_CREDITS, imageCaptionCredits: ADMIN_CREDITS, planType: "admin", hasUsedLaunchSpecial };
  return {
    credits: subscription?.creditsRemaining ?? 0,
    imageCaptionCredits: subscription?.imageCaptionCredits ?? 0,
    planType: toPlanType(subscription?.planType),
    hasUsedLaunchSpecial,
  };
}
