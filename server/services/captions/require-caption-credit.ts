import { eq } from "drizzle-orm";
import { INSUFFICIENT_CREDITS_MESSAGE } from "../../../core/credits/credit-messages";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema/billing";
import { AppError } from "../../errors";
import type { Viewer } from "../../../contracts/session";

/** Where a user with no caption credits is sent: each listing credit bought brings 50 caption credits. */
export const CAPTION_CREDITS_HELP = { href: "/pricing", message: "Each listing credit you buy brings 50 image caption credits." };

/**
 * Spec §6: captions need image-caption credits above 0 (admins always pass). Checked before a photo is processed, so
 * a user with none is told at once; the charge itself happens when a caption is kept, and can still say no.
 */
export async function requireCaptionCredit(db: Database, viewer: Viewer): Promise<void> {
  if (viewer.role === "admin") return;
  const [row] = await db.select({ balance: subscriptions.imageCaptionCredits }).from(subscriptions).where(eq(subscriptions.userId, viewer.id));
  if ((row?.balance ?? 0) < 1) {
    throw new AppError("insufficient_credits", INSUFFICIENT_CREDITS_MESSAGE, { creditKind: "caption", balance: row?.balance ?? 0, ...CAPTION_CREDITS_HELP });
  }
}
