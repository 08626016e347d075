// Test helpers for the API key tests (nothing imports it outside *.test.ts).
import { expect } from "vitest";
import { createdApiKeySchema } from "../../contracts/api-keys";
import { readAnswer } from "./read-answer";
import type { TestContext } from "./test-app";
import { jsonRequest } from "./test-app";

export interface CreatedKey {
  id: string;
  key: string;
  prefix: string;
  name: string;
}

/** Creates a key through the API, signed in with the session cookie, as the dashboard does. */
export async function createKey(t: TestContext, cookie: string, name = "PMS sync"): Promise<CreatedKey> {
  const response = await t.app.request("/api/v1/api-keys", jsonRequest({ name }, { cookie }));
  expect(response.status).toBe(201);
  return readAnswer(response, createdApiKeySchema);
}

export function bearer(key: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${key}`, ...extra };
}

export async function getWithKey(t: TestContext, path: string, key: string): Promise<Response> {
  return t.app.request(path, { headers: bearer(key) });
}
