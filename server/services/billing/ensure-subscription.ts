import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema/billing";
import type { Executor, SubscriptionRow } from "./billing-db";

/** The user's one subscription row (spec §3), made with empty balances and plan "none" on first need. Safe to race. */
export async function ensureSubscription(db: Executor, userId: string): Promise<SubscriptionRow> {
  await db.insert(subscriptions).values({ id: randomUUID(), userId }).onConflictDoNothing({ target: subscriptions.userId });
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (!row) throw new Error(`subscription of ${userId} missing right after its insert`);
  return row;
}
