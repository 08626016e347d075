import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { homes } from "../../db/schema/homes";
import { AppError } from "../../errors";

export type HomeRow = typeof homes.$inferSelect;

/** One of the user's homes; another user's is as unknown as a missing one (404, never 403, so ids reveal nothing). */
export async function findOwnHome(db: Pick<Database, "select">, userId: string, id: string): Promise<HomeRow> {
  const [row] = await db.select().from(homes).where(and(eq(homes.id, id), eq(homes.userId, userId)));
  if (!row) throw new AppError("not_found", "This home does not exist, or it is not yours.");
  return row;
}
