import { INSUFFICIENT_CREDITS_MESSAGE } from "../../../core/credits/credit-messages";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import type { Viewer } from "../../../contracts/session";
import { readCaptionCredits } from "./caption-access";

/** Where a user with no caption credits is sent: each listing credit bought brings 50 caption credits. */
export const CAPTION_CREDITS_HELP = { href: "/pricing", message: "Each listing credit you buy brings 50 image caption credits." };

/**
 * Spec §6: captions need image-caption credits above 0 (admins always pass). Checked before a photo is processed, so
 * a user with none is told at once; the charge itself happens when a caption is kept, and can still say no.
 */
export async function requireCaptionCredit(db: Database, viewer: Viewer): Promise<void> {
  if (viewer.role === "admin") return;
  const balance = await readCaptionCredits(db, viewer.id);
  if (balance < 1) {
    throw new AppError("insufficient_credits", INSUFFICIENT_CREDITS_MESSAGE, { creditKind: "caption", balance, ...CAPTION_CREDITS_HELP });
  }
}
