// Test helpers for the billing and credits API tests (not part of the server: nothing imports it outside *.test.ts).
import { expect } from "vitest";
import { transactionsPageSchema } from "../../contracts/billing";
import { accountResponseSchema } from "../../contracts/session";
import { readAnswer, readError } from "./read-answer";
import type { TestContext } from "./test-app";
import { jsonRequest } from "./test-app";

export async function postCheckout(t: TestContext, cookie: string | undefined, body: unknown): Promise<Response> {
  return t.app.request("/api/v1/billing/checkout", jsonRequest(body, cookie ? { cookie } : {}));
}

export async function readAccount(t: TestContext, cookie: string) {
  const response = await t.app.request("/api/v1/account", { headers: { cookie } });
  expect(response.status).toBe(200);
  return readAnswer(response, accountResponseSchema);
}

export async function readLedger(t: TestContext, cookie: string, query = "") {
  const response = await t.app.request(`/api/v1/credits/transactions${query}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return readAnswer(response, transactionsPageSchema);
}

export async function expectError(response: Response, status: number, code: string, message: string | RegExp): Promise<void> {
  expect(response.status).toBe(status);
  const error = await readError(response);
  expect(error.code).toBe(code);
  if (typeof message === "string") expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
}
