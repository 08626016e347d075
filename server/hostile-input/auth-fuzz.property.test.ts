import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { JsonSchema } from "../../test/support/api-operations";
import { randomClientIp, signUpVerified } from "../../test/support/auth-session";
import { useTestApp } from "../../test/support/test-app";
import { type Caller, FUZZ_RUNS, FUZZ_SEED, sendAndCheck } from "../../test/support/fuzz-requests";
import { hostileBody } from "../../test/support/hostile-arbitraries";

const t = useTestApp({ env: { TRUST_PROXY: "true", AUTH_RATE_LIMIT_SCALE: "10000", LOG_LEVEL: "error" } });

const text: JsonSchema = { type: "string", minLength: 1, maxLength: 60 };
const email: JsonSchema = { type: "string", format: "email" };
const password: JsonSchema = { type: "string", minLength: 8, maxLength: 60 };
/**
 * The better-auth endpoints the app's forms call, with the fields they take (better-auth publishes no schema of them;
 * each path is checked against the auth instance's own endpoint list, so a rename fails here).
 */
const AUTH_ENDPOINTS: Record<string, JsonSchema> = {
  "/sign-up/email": { type: "object", properties: { email, password, name: text, callbackURL: text }, required: ["email", "password", "name"] },
  "/sign-in/email": { type: "object", properties: { email, password, rememberMe: { type: "boolean" } }, required: ["email", "password"] },
  "/request-password-reset": { type: "object", properties: { email, redirectTo: text }, required: ["email"] },
  "/reset-password": { type: "object", properties: { newPassword: password, token: text }, required: ["newPassword"] },
  "/update-user": { type: "object", properties: { name: text, image: { type: "string", format: "uri" } } },
  "/change-password": { type: "object", properties: { currentPassword: password, newPassword: password, revokeOtherSessions: { type: "boolean" } }, required: ["currentPassword", "newPassword"] },
  "/change-email": { type: "object", properties: { newEmail: email, callbackURL: text }, required: ["newEmail"] },
  // Last: a body that does delete the account leaves the user's later requests signed out (401), never a 5xx.
  "/delete-user": { type: "object", properties: { password, callbackURL: text } },
};

const callers = {} as Record<"visitor" | "user", Caller>;
beforeAll(async () => {
  callers.visitor = { role: "visitor", headers: {} };
  callers.user = { role: "user", headers: { cookie: (await signUpVerified(t)).cookie } };
});

describe("better-auth's JSON endpoints under hostile input (fast-check)", () => {
  it("are endpoints of the auth instance", () => {
    const paths = Object.values(t.deps.auth.api as Record<string, { path?: string }>).map((endpoint) => endpoint.path);
    for (const path of Object.keys(AUTH_ENDPOINTS)) expect(paths).toContain(path);
  });

  describe.each(Object.keys(AUTH_ENDPOINTS))("POST /api/auth%s", (path) => {
    it.each(["visitor", "user"] as const)("as the %s: never a 5xx or a leak, and nothing stored when refused", async (role) => {
      const caller = callers[role];
      const request = hostileBody(AUTH_ENDPOINTS[path]!).map((raw) => ({
        url: `/api/auth${path}`,
        init: { method: "POST", headers: { ...caller.headers, origin: t.env.baseUrl, "x-forwarded-for": randomClientIp(), ...(raw.contentType ? { "content-type": raw.contentType } : {}) }, body: raw.body },
        label: `POST /api/auth${path} as ${caller.role} (${raw.label})`,
      }));
      await fc.assert(
        fc.asyncProperty(request, async (hostile) => {
          await sendAndCheck(t, hostile, { errorShape: "better-auth" });
        }),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
      );
      // change-password hashes with scrypt on every run: 20 s was seen to run out on a loaded 2-core machine.
    }, 60_000);
  });
});

describe("better-auth's JSON endpoints with oversize and deeply nested bodies", () => {
  it.each(Object.keys(AUTH_ENDPOINTS))("POST /api/auth%s: 413 over 1 MB, never a 5xx when deep", async (path) => {
    const depth = 100_000;
    const bodies: [string, string][] = [
      ["just over 1 MB", JSON.stringify({ email: "x".repeat(1024 * 1024) })],
      ["a deeply nested array", `${"[".repeat(depth)}${"]".repeat(depth)}`],
      ["a deeply nested object", `{"email":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`],
    ];
    for (const [label, body] of bodies) {
      const init = { method: "POST", headers: { origin: t.env.baseUrl, "x-forwarded-for": randomClientIp(), "content-type": "application/json" }, body };
      const response = await sendAndCheck(t, { url: `/api/auth${path}`, init, label: `POST /api/auth${path} with ${label}` }, { errorShape: "better-auth" });
      if (label === "just over 1 MB") expect(response.status).toBe(413);
    }
  });
});
