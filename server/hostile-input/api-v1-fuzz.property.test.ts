import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiOperation, readApiOperations } from "../../test/support/api-operations";
import { createApiV1 } from "../app";
import { useTestApp } from "../../test/support/test-app";
import { type Caller, createCaller, FUZZ_RUNS, FUZZ_SEED, hostileRequest, sendAndCheck } from "../../test/support/fuzz-requests";

const ADMIN_EMAIL = "fuzz-admin@example.com";
// Callers: a visitor, a signed-in user, an admin, and a user's API key. Limits raised so that the fuzzer reaches the code behind them (the limits have tests of their own). A 500's stack goes
// to the log, never the answer: LOG_LEVEL error prints it beside the failing case.
const t = useTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL, TRUST_PROXY: "true", GRADER_IP_LIMIT: "1000000", CONTACT_IP_LIMIT: "1000000", API_KEY_RATE_LIMIT: "1000000", AUTH_RATE_LIMIT_SCALE: "1000", LOG_LEVEL: "error" } });

// vitest needs the test names before the app exists: the router gives them, the served document gives the details.
const operationNames = createApiV1()
  .routes.filter((route) => route.method !== "ALL")
  .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`);
const uniqueNames = [...new Set(operationNames)];

const callers = {} as Record<Caller["role"], Caller>;
let operations: Map<string, ApiOperation>;

beforeAll(async () => {
  operations = new Map((await readApiOperations(t)).map((operation) => [`${operation.method} ${operation.path}`, operation]));
  callers.visitor = { role: "visitor", headers: {} };
  callers.user = await createCaller(t, "user", ADMIN_EMAIL);
  callers.admin = await createCaller(t, "admin", ADMIN_EMAIL);
  callers.apiKey = await createCaller(t, "apiKey", ADMIN_EMAIL);
});

describe("every /api/v1 endpoint under hostile input (fast-check)", () => {
  it("finds the endpoints in the served OpenAPI document", () => {
    expect(uniqueNames.length).toBeGreaterThan(40);
    expect([...operations.keys()].sort()).toEqual([...uniqueNames].sort());
  });

  describe.each(uniqueNames)("%s", (name) => {
    it.each(["visitor", "user", "admin", "apiKey"] as const)("as the %s: never a 5xx or a leak, and nothing stored when refused", async (role) => {
      const operation = operations.get(name)!;
      await fc.assert(
        fc.asyncProperty(hostileRequest(operation, callers[role]), async (request) => {
          await sendAndCheck(t, request);
        }),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
      );
    });
  });
});

const ONE_MB = 1024 * 1024;
/** Deep enough to overflow any recursive walk (the JSON parser of V8 is not recursive), small enough to pass the 1 MB limit. */
const DEPTH = 100_000;

describe("every /api/v1 endpoint that takes JSON, with oversize and deeply nested bodies", () => {
  const jsonNames = uniqueNames.filter((name) => !name.startsWith("GET ") && !name.startsWith("DELETE "));
  describe.each(jsonNames)("%s", (name) => {
    it.each(["visitor", "user", "admin"] as const)("as the %s: refused or answered, never a 5xx", async (role) => {
      const operation = operations.get(name)!;
      const firstField = Object.keys(operation.body?.schema.properties ?? {})[0] ?? "a";
      const bodies: [string, string][] = [
        ["just over 1 MB", JSON.stringify({ [firstField]: "x".repeat(ONE_MB) })],
        ["a deeply nested array", `${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}`],
        ["a deeply nested object in its first field", `{"${firstField}":${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}}`],
      ];
      for (const [label, body] of bodies) {
        const path = operation.path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
        const headers = { ...callers[role].headers, "content-type": "application/json", "idempotency-key": `deep-${label.length}-${role}` };
        const response = await sendAndCheck(t, { url: `/api/v1${path}`, init: { method: operation.method, headers, body }, label: `${name} as ${role} with ${label}` });
        // The photo upload's limit is 20 MB: there a JSON body is refused for its type instead, once the caller may
        // upload at all (a visitor is refused before the body is read: 401).
        const refusal = operation.body?.mediaType === "multipart/form-data" ? (role === "visitor" ? 401 : 415) : 413;
        if (label === "just over 1 MB") expect(response.status, `${name}: over the limit`).toBe(refusal);
      }
    });
  });
});
