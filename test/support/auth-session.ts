import path from "node:path";
import { expect } from "vitest";
import { findLink, readLatestEmail } from "./outbox";
import { jsonRequest, type TestContext } from "./test-app";

export interface TestUser {
  email: string;
  password: string;
  name: string;
  cookie: string;
}

let counter = 0;
export function uniqueEmail(label = "host"): string {
  counter += 1;
  return `${label}-${process.pid}-${counter}-${Date.now()}@example.com`;
}

/** A documentation-range address of its own for each call, so rate limits per address do not meet across tests. */
export function randomClientIp(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
}

/**
 * Requests as a browser on our own origin would send them (better-auth checks the Origin of POSTs). The test app runs
 * with TRUST_PROXY so that the caller's address comes from X-Forwarded-For.
 */
export function authPost(t: TestContext, endpoint: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request(`/api/auth${endpoint}`, jsonRequest(body, { origin: t.env.baseUrl, "x-forwarded-for": randomClientIp(), ...headers }));
}

export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
  const session = cookies.find((c) => c.includes("session_token="));
  if (!session) throw new Error(`No session cookie in: ${cookies.join(", ")}`);
  return cookies.join("; ");
}

export function outboxDir(t: TestContext): string {
  return path.join(t.env.dataDir, "outbox");
}

/** Follows the link of the newest e-mail to this address through the app, as a click would. */
export async function openEmailLink(t: TestContext, email: string): Promise<Response> {
  const url = new URL(findLink(readLatestEmail(outboxDir(t), email).text));
  return t.app.request(`${url.pathname}${url.search}`);
}

/** Signs a new user up, confirms the e-mail through the link the outbox holds, and returns the signed-in session. */
export async function signUpVerified(t: TestContext, overrides: Partial<Omit<TestUser, "cookie">> = {}): Promise<TestUser> {
  const user = { email: uniqueEmail(), password: "correct horse battery", name: "Test Host", ...overrides };
  const signUp = await authPost(t, "/sign-up/email", user);
  expect(signUp.status).toBe(200);
  const verified = await openEmailLink(t, user.email);
  expect(verified.status).toBe(302);
  return { ...user, cookie: sessionCookie(verified) };
}

export async function signIn(t: TestContext, email: string, password: string): Promise<Response> {
  return authPost(t, "/sign-in/email", { email, password });
}
