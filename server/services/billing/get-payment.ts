import { and, eq, or } from "drizzle-orm";
import type { Payment } from "../../../contracts/billing";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema/billing";
import { AppError } from "../../errors";
import { presentPayment } from "./present-payment";

/** One of the user's own payments, by our id or its Stripe Checkout Session id (the success page knows the latter). */
export async function getPayment(db: Database, userId: string, id: string): Promise<Payment> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), or(eq(payments.id, id), eq(payments.providerReference, id))))
    .limit(1);
  if (!row) throw new AppError("not_found", "No such payment.");
  return presentPayment(row);
}
