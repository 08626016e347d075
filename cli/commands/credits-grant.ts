import { eq, sql } from "drizzle-orm";
import { readCreditAdjustment } from "../../core/credits/credit-adjustment";
import { user } from "../../server/db/schema/auth";
import { AppError } from "../../server/errors";
import { adjustCredits } from "../../server/services/billing/adjust-credits";
import { openCliDatabase } from "../open-cli-database";

export const CREDITS_GRANT_USAGE =
  "credits grant <email> <n>  give n listing credits (negative: take back; --captions: image-caption credits), written to the ledger";

/** `credits grant <email> <n> [--captions] [--note <text>]`: support changes a balance; the ledger gets an adjustment row. */
export async function runCreditsGrant(args: string[]): Promise<number> {
  const captions = args.includes("--captions");
  const noteIndex = args.indexOf("--note");
  const note = noteIndex >= 0 ? args[noteIndex + 1] : undefined;
  // Positional: everything but the flags and the note's text; "-3" is a number, not a flag.
  const [email, count] = args.filter((arg, i) => !/^--[a-z]/.test(arg) && (noteIndex < 0 || i !== noteIndex + 1));
  if (!email?.includes("@") || count === undefined) {
    process.stderr.write(`Usage: npm run cli -- ${CREDITS_GRANT_USAGE}\n`);
    return 2;
  }
  const reading = readCreditAdjustment(count);
  if (!reading.ok) {
    process.stderr.write(`${reading.message}\nUsage: npm run cli -- ${CREDITS_GRANT_USAGE}\n`);
    return 2;
  }
  const amount = reading.amount;
  const kind = captions ? "caption" : "listing";
  const database = await openCliDatabase("credits grant");
  try {
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(sql`lower(${user.email})`, email.trim().toLowerCase())).limit(1);
    if (!row) {
      process.stderr.write(`No account with the e-mail ${email}. The person must sign up first.\n`);
      return 1;
    }
    const words = kind === "listing" ? "listing credits" : "image caption credits";
    const description = note ?? (amount > 0 ? `Support: ${amount} ${words} added` : `Support: ${-amount} ${words} removed`);
    const result = await adjustCredits(database.db, { userId: row.id, kind, amount, description });
    process.stdout.write(`${email}: ${amount > 0 ? "+" : ""}${amount} ${words}; balance now ${result.balanceAfter}.\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
