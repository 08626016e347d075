// Test helpers for the caption API tests (imported only by *.test.ts).
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { captionPhotoSchema, captionSetSchema, type CaptionPhoto, type CaptionSet } from "../../contracts/captions";
import { accountResponseSchema } from "../../contracts/session";
import { signUpVerified, type TestUser } from "./auth-session";
import { readAnswer } from "./read-answer";
import { jsonRequest, type TestContext } from "./test-app";
import { user } from "../../server/db/schema/auth";
import { adjustCredits } from "../../server/services/billing/adjust-credits";

export const PHOTOS = path.resolve("fixtures/photos");
export const readFixture = (name: string) => fs.readFileSync(path.join(PHOTOS, name));

export interface HostAccount extends TestUser {
  id: string;
}

/** A signed-up host with `captions` image-caption credits. */
export async function createHost(t: TestContext, captions: number, overrides: { email?: string } = {}): Promise<HostAccount> {
  const account = await signUpVerified(t, overrides);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
  if (captions > 0) await adjustCredits(t.database.db, { userId: row!.id, kind: "caption", amount: captions, description: "test balance" });
  return { ...account, id: row!.id };
}

export function postPhoto(t: TestContext, cookie: string, bytes: Buffer, fileName: string, fields: Record<string, string | string[]> = {}) {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(bytes)], fileName, { type: "image/jpeg" }));
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  return t.app.request("/api/v1/captions", { method: "POST", body: form, headers: { cookie } });
}

export async function uploadPhoto(t: TestContext, cookie: string, bytes: Buffer, fileName: string, fields: Record<string, string | string[]> = {}): Promise<CaptionPhoto> {
  const response = await postPhoto(t, cookie, bytes, fileName, fields);
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return readAnswer(response, captionPhotoSchema);
}

export async function readSet(t: TestContext, cookie: string, setId: string): Promise<CaptionSet> {
  const response = await t.app.request(`/api/v1/captions/sets/${setId}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return readAnswer(response, captionSetSchema);
}

export async function writeCaption(t: TestContext, cookie: string, photoId: string, body: unknown) {
  return t.app.request(`/api/v1/captions/photos/${photoId}/caption`, jsonRequest(body, { cookie }));
}

export async function readCaptionBalance(t: TestContext, cookie: string): Promise<number> {
  const response = await t.app.request("/api/v1/account", { headers: { cookie } });
  const { imageCaptionCredits } = await readAnswer(response, accountResponseSchema);
  if (imageCaptionCredits === undefined) throw new Error("the account answered without imageCaptionCredits");
  return imageCaptionCredits;
}

/** Every file under a folder, recursively (the local storage's uploads). */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
