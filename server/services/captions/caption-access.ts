import { eq } from "drizzle-orm";
import type { Viewer } from "../../../contracts/session";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";

/** The user's image-caption credits (0 without a subscription row). */
export async function readCaptionCredits(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ balance: subscriptions.imageCaptionCredits }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Who may use the image caption generator (DESIGN, "Captions (revised)"): an admin, or a signed-in user who holds
 * image-caption credits. The page's redirect, the session's `canUseCaptions` and the API's 402 all ask this.
 */
export async function mayUseCaptions(db: Database, viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === "admin") return true;
  return (await readCaptionCredits(db, viewer.id)) > 0;
}
