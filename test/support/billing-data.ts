// Test data for the billing service tests (imported only by *.test.ts).
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { findProduct } from "../../core/credits/products";
import type { Database } from "../../server/db/client";
import { user } from "../../server/db/schema/auth";
import { creditTransactions, payments, subscriptions } from "../../server/db/schema/billing";
import { adjustCredits } from "../../server/services/billing/adjust-credits";

/** A user row (as better-auth would write it) with `credits` listing credits given by an adjustment. */
export async function createUser(db: Database, options: { credits?: number; captions?: number; role?: "user" | "admin" } = {}): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name: "Ledger Test", email: `${id}@example.com`, emailVerified: true, role: options.role ?? "user" });
  if (options.credits) await adjustCredits(db, { userId: id, kind: "listing", amount: options.credits, description: "test balance" });
  if (options.captions) await adjustCredits(db, { userId: id, kind: "caption", amount: options.captions, description: "test balance" });
  return id;
}

export async function readBalances(db: Database, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return { listing: row?.creditsRemaining ?? 0, caption: row?.imageCaptionCredits ?? 0, row };
}

/** The sum of the ledger's amounts of one kind: it must always equal the balance. */
export async function sumLedger(db: Database, userId: string, kind: "listing" | "caption"): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(sql`${creditTransactions.userId} = ${userId} and ${creditTransactions.creditKind} = ${kind}`);
  return Number(row?.total ?? 0);
}

export async function countLedger(db: Database, userId: string, type: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creditTransactions)
    .where(sql`${creditTransactions.userId} = ${userId} and ${creditTransactions.transactionType} = ${type}`);
  return row?.n ?? 0;
}

export async function createPendingPayment(db: Database, userId: string, productId: string, provider: "stripe" | "demo" = "stripe"): Promise<string> {
  const id = randomUUID();
  await db.insert(payments).values({ id, userId, provider, packId: productId, amountCents: findProduct(productId)!.priceCents });
  return id;
}
