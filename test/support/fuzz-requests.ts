// Builds and sends hostile requests to the API and checks what they leave behind (imported only by *.test.ts).
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import type { ApiOperation } from "./api-operations";
import { randomClientIp, signUpVerified, uniqueEmail } from "./auth-session";
import { countRows, schemaTableNames } from "./table-counts";
import type { TestContext } from "./test-app";
import { user } from "../../server/db/schema/auth";
import { adjustCredits } from "../../server/services/billing/adjust-credits";
import { expectSafeAnswer, type SafeAnswerOptions } from "./expect-safe-answer";
import { readAnswer } from "./read-answer";
import { createdApiKeySchema } from "../../contracts/api-keys";
import { hostileBody, hostilePathParam, hostileQuery, type RawBody } from "./hostile-arbitraries";

/**
 * Tables that rightly grow on a refused request, left out of "nothing stored": the rate-limit counters (ours and
 * better-auth's) count attempts, refused ones included, or the limits could be dodged by failing on purpose; the
 * per-key request log records every API-key call with its status, 4xx included, for the usage page.
 */
export const TABLES_THAT_COUNT_REFUSALS = ["rate_limit", "rate_limit_buckets", "api_requests"];
export const COUNTED_TABLES = schemaTableNames().filter((name) => !TABLES_THAT_COUNT_REFUSALS.includes(name));

export const FUZZ_SEED = 20_261_122;
export const FUZZ_RUNS = 25;

export type Role = "visitor" | "user" | "admin" | "apiKey";
export interface Caller {
  role: Role;
  headers: Record<string, string>;
}

/** A signed-in account with credits of both kinds, so that paid endpoints get past the balance check. */
export async function createCaller(t: TestContext, role: Exclude<Role, "visitor">, adminEmail: string): Promise<Caller> {
  const account = await signUpVerified(t, { email: role === "admin" ? adminEmail : uniqueEmail(role) });
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, account.email.toLowerCase()));
  for (const kind of ["listing", "caption"] as const) await adjustCredits(t.database.db, { userId: row!.id, kind, amount: 50, description: "fuzz balance" });
  if (role !== "apiKey") return { role, headers: { cookie: account.cookie } };
  // A user's key, made as the dashboard makes it: the caller a developer's program is.
  const made = await t.app.request("/api/v1/api-keys", { method: "POST", headers: { cookie: account.cookie, "content-type": "application/json" }, body: JSON.stringify({ name: "fuzz" }) });
  expect(made.status).toBe(201);
  return { role, headers: { authorization: `Bearer ${(await readAnswer(made, createdApiKeySchema)).key}` } };
}

export interface HostileRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: BodyInit };
  label: string;
}

function toInit(method: string, headers: Record<string, string>, raw: RawBody | FormData | undefined): HostileRequest["init"] {
  if (raw === undefined) return { method, headers };
  if (raw instanceof FormData) return { method, headers, body: raw };
  return { method, headers: { ...headers, ...(raw.contentType ? { "content-type": raw.contentType } : {}) }, body: raw.body };
}

/** A multipart form with the operation's fields, hostile values, and a "photo" of random bytes under any name and type. */
function hostileForm(operation: ApiOperation): fc.Arbitrary<FormData> {
  const names = Object.keys(operation.body?.schema.properties ?? {}).filter((name) => name !== "photo");
  const field = fc.tuple(fc.constantFrom(...names, "photo", "extra"), hostilePathParam.map(decodeSafely));
  const file = fc.tuple(fc.uint8Array({ maxLength: 300 }), fc.constantFrom("photo.jpg", "../../etc/passwd.png", "\u202egpj.exe", "", "a".repeat(500)), fc.constantFrom("image/jpeg", "image/png", "text/html", ""));
  return fc.tuple(fc.array(field, { maxLength: 4 }), fc.option(file)).map(([fields, photo]) => {
    const form = new FormData();
    if (photo) form.set("photo", new File([new Uint8Array(photo[0])], photo[1], { type: photo[2] }));
    for (const [name, value] of fields) form.append(name, value);
    return form;
  });
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** One hostile call of the operation: junk path parameters and query, a hostile body, now and then an Idempotency-Key. */
export function hostileRequest(operation: ApiOperation, caller: Caller): fc.Arbitrary<HostileRequest> {
  const params = fc.tuple(...operation.pathParams.map(() => hostilePathParam));
  const query = fc.option(hostileQuery(operation.queryParams), { nil: "" });
  const bodySchema = operation.body?.schema ?? { type: "object" };
  const takesBody = operation.method !== "GET";
  const body: fc.Arbitrary<RawBody | FormData | undefined> = !takesBody
    ? fc.constant(undefined)
    : operation.body?.mediaType === "multipart/form-data"
      ? fc.oneof(hostileForm(operation), hostileBody(bodySchema))
      : operation.body
        ? hostileBody(bodySchema)
        : fc.option(hostileBody(bodySchema), { nil: undefined });
  const idempotencyKey = fc.option(fc.oneof(fc.uuid(), fc.constantFrom("", " ", "ключ", "a".repeat(300))), { freq: 3, nil: undefined });
  return fc.tuple(params, query, body, idempotencyKey).map(([values, search, raw, key]) => {
    let path = operation.path;
    operation.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, values[i]!)));
    const headers: Record<string, string> = { ...caller.headers, "x-forwarded-for": randomClientIp() };
    if (key !== undefined) headers["idempotency-key"] = key.replace(/[^\x20-\x7e]/g, "?");
    const url = `/api/v1${path}${search ? `?${search}` : ""}`;
    const what = raw instanceof FormData ? "multipart form" : (raw?.label ?? "no body");
    return { url, init: toInit(operation.method, headers, raw), label: `${operation.method} ${url.slice(0, 200)} as ${caller.role} (${what})` };
  });
}

/** Sends the request and checks the answer is safe, and that a refused request left every table as it was. */
export async function sendAndCheck(t: TestContext, request: HostileRequest, options: SafeAnswerOptions = {}): Promise<Response> {
  const before = await countRows(t.database.db, COUNTED_TABLES);
  const response = await t.app.request(request.url, request.init);
  await expectSafeAnswer(response, request.label, options);
  if (response.status >= 400) expect(await countRows(t.database.db, COUNTED_TABLES), `${request.label}: nothing stored from a ${response.status}`).toEqual(before);
  return response;
}
