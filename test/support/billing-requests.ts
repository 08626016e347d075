// Test helpers for the billing and credits API tests (not part of the server: nothing imports it outside *.test.ts).
import { expect } from "vitest";
import type { TestContext } from "./test-app";
import { jsonRequest } from "./test-app";

export async function postCheckout(t: TestContext, cookie: string | undefined, body: unknown): Promise<Response> {
  return t.app.request("/api/v1/billing/checkout", jsonRequest(body, cookie ? { cookie } : {}));
}

export async function readAccount(t: TestContext, cookie: string) {
  const response = await t.app.request("/api/v1/account", { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as { credits: number; imageCaptionCredits: number; planType: string; hasUsedLaunchSpecial: boolean; role: string };
}

export async function readLedger(t: TestContext, cookie: string, query = "") {
  const response = await t.app.request(`/api/v1/credits/transactions${query}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    items: { amount: number; creditKind: string; transactionType: string; description: string; balanceAfter: number; reference: string | null; createdAt: string }[];
    page: number;
    pageSize: number;
    total: number;
  };
}

export async function expectError(response: Response, status: number, code: string, message: string | RegExp): Promise<void> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  if (typeof message === "string") expect(body.error.message).toBe(message);
  else expect(body.error.message).toMatch(message);
}
