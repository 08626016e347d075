import { eq, sql } from "drizzle-orm";
import type { Role } from "../../../contracts/session";
import type { Database } from "../../db/client";
import { user } from "../../db/schema/auth";

/** Makes the account with this e-mail an admin or a user again; returns false when there is no such account. */
export async function setUserRole(db: Database, email: string, role: Role): Promise<boolean> {
  const updated = await db
    .update(user)
    .set({ role, updatedAt: new Date() })
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return updated.length > 0;
}
