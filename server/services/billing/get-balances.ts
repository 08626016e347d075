import { eq } from "drizzle-orm";
import type { Balances } from "../../../contracts/billing";
import type { Role } from "../../../contracts/session";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";
import { presentBalances } from "./present-balances";

/** Both balances and the plan of one user (no row yet: zero and plan "none"). */
export async function getBalances(db: Database, userId: string, role: Role): Promise<Balances> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return presentBalances(row, role);
}
