import { createRouter } from "../create-router";
import { getBillingConfig, getBillingConfigRoute } from "./get-billing-config";
import { getPayment, getPaymentRoute } from "./get-payment";
import { receiveWebhook, receiveWebhookRoute } from "./receive-webhook";
import { startCheckout, startCheckoutRoute } from "./start-checkout";

export const billingRoutes = createRouter()
  .openapi(getBillingConfigRoute, getBillingConfig)
  .openapi(startCheckoutRoute, startCheckout)
  .openapi(receiveWebhookRoute, receiveWebhook)
  .openapi(getPaymentRoute, getPayment);
