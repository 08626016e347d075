import { eq } from "drizzle-orm";
import type { AccountResponse } from "../../../contracts/session";
import type { Database } from "../../db/client";
import { user } from "../../db/schema/auth";
import { subscriptions } from "../../db/schema/billing";
import { AppError } from "../../errors";
import { presentBalances } from "../billing/present-balances";

export async function getAccount(db: Database, userId: string): Promise<AccountResponse> {
  const [found] = await db.select({ user, subscription: subscriptions }).from(user).leftJoin(subscriptions, eq(subscriptions.userId, user.id)).where(eq(user.id, userId)).limit(1);
  if (!found) throw new AppError("unauthorized", "Please sign in to continue.");
  const row = found.user;
  const role = row.role === "admin" ? "admin" : "user";
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    ...presentBalances(found.subscription, role),
  };
}
