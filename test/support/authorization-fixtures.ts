// Callers and their belongings for authorization-matrix.test.ts (nothing else imports it).
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { BULK_CSV_EXAMPLE } from "../../core/writer/facts-from-csv-row";
import { randomClientIp, signUpVerified, type TestUser } from "./auth-session";
import { SAMPLE_TEXT } from "./grader-requests";
import { LISBON_FACTS } from "./listing-requests";
import { jsonRequest, type TestContext } from "./test-app";
import type { OwnedIds, ProbeInputs } from "./authorization-table";
import { user } from "../../server/db/schema/auth";
import { adjustCredits } from "../../server/services/billing/adjust-credits";
import { bulkCsvTemplate } from "../../server/services/listings/bulk/parse-bulk-csv";

export interface Account extends TestUser {
  id: string;
  /** A live API key of this account: `ll_live_…`. */
  apiKey: string;
}

const PHOTO = fs.readFileSync(path.resolve("fixtures/photos/houses-dataset_104_bedroom.jpg"));

export function photoForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(PHOTO)], "bedroom.jpg", { type: "image/jpeg" }));
  form.set("roomType", "bedroom");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

export const PROBE_INPUTS: Omit<ProbeInputs, "ids"> = {
  photo: () => photoForm(),
  bulkCsv: bulkCsvTemplate(BULK_CSV_EXAMPLE),
  facts: LISBON_FACTS,
  graderText: SAMPLE_TEXT,
};

async function send(t: TestContext, cookie: string, url: string, init: RequestInit, status: number): Promise<Record<string, unknown>> {
  const response = await t.app.request(url, { ...init, headers: { ...(init.headers as Record<string, string>), cookie, "x-forwarded-for": randomClientIp() } });
  const text = await response.text();
  expect(response.status, `${init.method ?? "GET"} ${url}: ${text.slice(0, 300)}`).toBe(status);
  return JSON.parse(text) as Record<string, unknown>;
}

/** A verified account with listing and caption credits and an API key, made through the API as a person would. */
export async function createAccount(t: TestContext, email?: string): Promise<Account> {
  const session = await signUpVerified(t, email ? { email } : {});
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, session.email));
  for (const kind of ["listing", "caption"] as const) {
    await adjustCredits(t.database.db, { userId: row!.id, kind, amount: 100, description: "authorization matrix" });
  }
  const key = await send(t, session.cookie, "/api/v1/api-keys", jsonRequest({ name: "Matrix caller" }), 201);
  return { ...session, id: row!.id, apiKey: key.key as string };
}

/** One of each thing a user owns, each with its real id. */
export async function createOwnedThings(t: TestContext, owner: Account): Promise<OwnedIds> {
  const home = await send(t, owner.cookie, "/api/v1/homes", jsonRequest({ name: "Alfama flat", facts: LISBON_FACTS }), 201);
  const listing = await send(t, owner.cookie, "/api/v1/listings/generate", jsonRequest({ facts: LISBON_FACTS, homeId: home.id }), 200);
  const bulkJob = await send(t, owner.cookie, "/api/v1/listings/bulk", jsonRequest({ fileName: "owned.csv", csv: PROBE_INPUTS.bulkCsv }), 201);
  const grade = await send(t, owner.cookie, "/api/v1/grader/analyze", jsonRequest({ text: SAMPLE_TEXT }), 200);
  const payment = await send(t, owner.cookie, "/api/v1/billing/checkout", jsonRequest({ packId: 2 }), 200);
  const spareKey = await send(t, owner.cookie, "/api/v1/api-keys", jsonRequest({ name: "Spare" }), 201);
  const photo = await send(t, owner.cookie, "/api/v1/captions", { method: "POST", body: photoForm() }, 201);
  expect(grade.gradeId).toEqual(expect.any(String));
  return {
    listingId: listing.id as string,
    homeId: home.id as string,
    bulkJobId: bulkJob.id as string,
    gradeId: grade.gradeId as string,
    paymentId: payment.paymentId as string,
    spareApiKeyId: spareKey.id as string,
    captionSetId: photo.setId as string,
    photoId: photo.id as string,
  };
}
