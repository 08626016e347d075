import type { CheckoutRequest } from "../../../../contracts/billing";
import { UNEXPECTED_ERROR_MESSAGE } from "../../../../core/credits/credit-messages";
import { ApiError } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import { useStartCheckout } from "../api/start-checkout";

export const PURCHASE_TOAST_TITLE = "Purchase complete";
export const PURCHASE_FAILED_TITLE = "Purchase failed";

/**
 * Starts a purchase: Stripe sends the browser to its Checkout page; a demo payment is granted at once and the spec's
 * success toast says what was bought. Refusals show the server's text (the spec's words).
 */
export function useBuyCredits() {
  const checkout = useStartCheckout();
  const buy = (choice: CheckoutRequest) =>
    checkout.mutate(choice, {
      onSuccess: (result) => {
        if (result.mode === "stripe") {
          window.location.assign(result.url);
          return;
        }
        showToast({ title: PURCHASE_TOAST_TITLE, description: result.granted.message, variant: "success" });
      },
      onError: (error) => {
        const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
        showToast({ title: PURCHASE_FAILED_TITLE, description: known ? error.message : UNEXPECTED_ERROR_MESSAGE, variant: "destructive" });
      },
    });
  const pendingKey = checkout.isPending ? choiceKey(checkout.variables) : null;
  return { buy, pendingKey, isPending: checkout.isPending };
}

/** "launch_special" or "pack-3": which button is busy. */
export function choiceKey(choice: CheckoutRequest | undefined): string | null {
  if (!choice) return null;
  return choice.plan ? choice.plan : `pack-${choice.packId}`;
}
