// The spec's billing texts (§5, §8), word for word. The server answers with them and the web app shows them.

export const LAUNCH_SPECIAL_USED_MESSAGE = "You've already used the Launch Special offer. Please select another plan.";
export const INSUFFICIENT_CREDITS_MESSAGE = "Please purchase more credits to continue.";
export const INVALID_PACK_MESSAGE = "Invalid credit pack selected.";

export const CHECK_SUBSCRIPTION_FAILED_MESSAGE = "Could not check existing subscription";
export const UPGRADE_FAILED_MESSAGE = "Could not upgrade your subscription. Please try again.";
export const CREATE_SUBSCRIPTION_FAILED_MESSAGE = "Could not create your subscription. Please try again.";
export const UPDATE_CREDITS_FAILED_MESSAGE = "Could not update your credits. Please try again.";
export const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

export const LAUNCH_SPECIAL_SUCCESS_MESSAGE = "You've successfully purchased the Launch Special! You now have 1 listing credit.";

/** "You've successfully upgraded to the {plan} plan." */
export function formatPlanUpgradeMessage(plan: string): string {
  return `You've successfully upgraded to the ${plan} plan.`;
}

/** "You've purchased {n} listing credits and {m} image caption credits." (the spec's words, also for n = 1) */
export function formatPackPurchaseMessage(listingCredits: number, captionCredits: number): string {
  return `You've purchased ${listingCredits} listing credits and ${captionCredits} image caption credits.`;
}

/** The label that marks every demo payment in the web app (DESIGN.md: demo payments are shown as such). */
export const DEMO_PAYMENT_LABEL = "Demo payment — no money is taken";
