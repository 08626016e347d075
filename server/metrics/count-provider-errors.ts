import type { Mailer } from "../providers/email/types";
import { isListingFetchError, type ListingFetcher } from "../providers/listing-fetch/types";
import type { PaymentsProvider } from "../providers/payments/types";
import type { AppMetrics, ProviderName } from "./app-metrics";

type ErrorCounter = Pick<AppMetrics, "providerErrors">;

/** Runs one call to an outside service; a failure is counted under the provider's name and thrown on unchanged. */
export async function countProviderErrors<T>(metrics: ErrorCounter, provider: ProviderName, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    metrics.providerErrors.inc({ provider });
    throw error;
  }
}

/** The e-mail seam, counting failed sends (SMTP refused, outbox not writable). */
export function countMailerErrors(mailer: Mailer, metrics: ErrorCounter): Mailer {
  return { kind: mailer.kind, send: (message) => countProviderErrors(metrics, "email", () => mailer.send(message)) };
}

/**
 * The listing-fetch seam, counting fetches that failed. A marketplace that answers "no such listing" (404) worked as
 * it should: that is the visitor's URL, not a provider error.
 */
export function countFetcherErrors(fetcher: ListingFetcher, metrics: ErrorCounter): ListingFetcher {
  return {
    provider: fetcher.provider,
    async fetchListing(target) {
      try {
        return await fetcher.fetchListing(target);
      } catch (error) {
        if (!(isListingFetchError(error) && error.reason === "not_found")) metrics.providerErrors.inc({ provider: "listing-fetch" });
        throw error;
      }
    },
  };
}

/** The payments seam: Stripe calls that failed (a refused webhook signature is the caller's fault, not counted). */
export function countPaymentErrors(payments: PaymentsProvider, metrics: ErrorCounter): PaymentsProvider {
  if (payments.mode !== "stripe") return payments;
  return {
    ...payments,
    createCheckout: (request) => countProviderErrors(metrics, "payments", () => payments.createCheckout(request)),
  };
}
