import { z } from "zod";
import { CREDIT_KINDS, PLAN_TYPES, TRANSACTION_TYPES } from "../core/credits/credit-rules";
import { pageQuerySchema, pageSchema } from "./pagination";

export const planTypeSchema = z.enum(PLAN_TYPES);
export const creditKindSchema = z.enum(CREDIT_KINDS);
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);

/** Both balances and the plan, as GET /account and a demo checkout answer them. Admins show the admin plan (999999). */
export const balancesSchema = z.object({
  credits: z.number().int().describe("Listing credits remaining"),
  imageCaptionCredits: z.number().int().describe("Image-caption credits remaining"),
  planType: planTypeSchema,
  hasUsedLaunchSpecial: z.boolean(),
});
export type Balances = z.infer<typeof balancesSchema>;

/** Where payments go: Stripe Checkout, demo payments that grant at once, or none (demo refused in production). */
export const paymentsModeSchema = z.enum(["stripe", "demo", "disabled"]);
export type PaymentsMode = z.infer<typeof paymentsModeSchema>;
export const billingConfigSchema = z.object({ mode: paymentsModeSchema });

// Loose on purpose: anything that is not a known pack or the launch special gets the spec's "Invalid credit pack selected."
export const checkoutRequestSchema = z.object({
  packId: z.number().optional().describe("A credit pack: 2 Starter, 3 Growth Pack, 4 Pro Bundle, 5 Power Host"),
  plan: z.string().optional().describe('"launch_special" for the Launch Special (once per account)'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const grantSchema = z.object({
  product: z.enum(["launch_special", "pack"]),
  packId: z.number().int().nullable(),
  name: z.string(),
  listingCredits: z.number().int(),
  captionCredits: z.number().int(),
  message: z.string().describe("The success text to show (spec §8)"),
});
export type Grant = z.infer<typeof grantSchema>;

export const checkoutResponseSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("stripe"), paymentId: z.string(), url: z.string().describe("Stripe Checkout: send the browser here") }),
  z.object({ mode: z.literal("demo"), paymentId: z.string(), granted: grantSchema, balances: balancesSchema }),
]);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** POST /billing/webhook: what Stripe is told (200 stops its retries), with what the event did. */
export const webhookAnswerSchema = z.object({ received: z.literal(true), outcome: z.string() });

export const paymentStatusSchema = z.enum(["pending", "paid", "failed", "expired"]);
export const paymentSchema = z.object({
  id: z.string(),
  provider: z.enum(["stripe", "demo"]),
  status: paymentStatusSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  grant: grantSchema.describe("What the payment buys (granted once it is paid)"),
  createdAt: z.string().describe("ISO 8601"),
  completedAt: z.string().nullable().describe("ISO 8601"),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentParamsSchema = z.object({ id: z.string().min(1).max(200).describe("The payment id or its Stripe Checkout Session id") });

const dateBound = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** Filters of the ledger, shared by the JSON list and the CSV export. */
export const transactionFiltersSchema = z.object({
  type: transactionTypeSchema.optional(),
  kind: creditKindSchema.optional(),
  from: dateBound.optional().describe("Inclusive; ISO 8601 date-time, or a date (UTC midnight)"),
  to: dateBound.optional().describe("Exclusive; ISO 8601 date-time, or a date (UTC midnight)"),
});
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;

export const TRANSACTIONS_MAX_PAGE_SIZE = 100;
export const transactionsQuerySchema = transactionFiltersSchema.extend(
  pageQuerySchema({ defaultPageSize: 20, maxPageSize: TRANSACTIONS_MAX_PAGE_SIZE }).shape,
);
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const creditTransactionSchema = z.object({
  id: z.number().int(),
  amount: z.number().int().describe("Signed: positive adds credits, negative takes them"),
  creditKind: creditKindSchema,
  transactionType: transactionTypeSchema,
  description: z.string(),
  balanceAfter: z.number().int().describe("The balance of this kind of credit after the change"),
  reference: z.string().nullable(),
  createdAt: z.string().describe("ISO 8601"),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const transactionsPageSchema = pageSchema(creditTransactionSchema);
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;
