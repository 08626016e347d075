import { eq } from "drizzle-orm";
import type { AccountResponse } from "../../../contracts/session";
import type { Database } from "../../db/client";
import { user } from "../../db/schema/auth";
import { AppError } from "../../errors";

export async function getAccount(db: Database, userId: string): Promise<AccountResponse> {
  const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!row) throw new AppError("unauthorized", "Please sign in to continue.");
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === "admin" ? "admin" : "user",
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
  };
}
