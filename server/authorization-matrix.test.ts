import { beforeAll, describe, expect, it } from "vitest";
import { apiKeysPageSchema } from "../contracts/api-keys";
import { homeDetailSchema } from "../contracts/homes";
import { listingDetailSchema, listingsPageSchema } from "../contracts/listings";
import { randomClientIp } from "../test/support/auth-session";
import { readAnswer } from "../test/support/read-answer";
import { useTestApp } from "../test/support/test-app";
import { loadTinyWebBuild } from "../test/support/tiny-web-build";
import { ACCESS_OUTCOMES, CALLERS, type Access, type Caller, type Outcome } from "./auth/access";
import { createAccount, createOwnedThings, photoForm, PROBE_INPUTS, type Account } from "../test/support/authorization-fixtures";
import { POLICIES, PROBES, type OwnedIds, type Policy, type Probe } from "../test/support/authorization-table";
import { listRouteAccess } from "./routes/list-route-access";

const ADMIN = "matrix-admin@example.com";
const t = useTestApp({
  env: {
    TRUST_PROXY: "true",
    ADMIN_EMAILS: ADMIN,
    METRICS_TOKEN: "matrix-metrics-token",
    GRADER_IP_LIMIT: "100000",
    API_KEY_RATE_LIMIT: "100000",
    CONTACT_IP_LIMIT: "100000",
    MARKETPLACE_ORIGIN: "http://127.0.0.1:9",
  },
  webApp: loadTinyWebBuild(),
});

/** Every route of the running app with the access it declares, read from the router (server/routes/list-route-access.ts). */
function declaredRoutes(): Map<string, Access | null> {
  return new Map(listRouteAccess(t.app).map(({ route, access }) => [route, access]));
}

/** Four callers, plus an admin's own API key, which is held to the API key column: a key never reaches admin endpoints. */
type Run = { name: Caller | "adminApiKey"; column: Caller };
const RUNS: Run[] = [
  { name: "visitor", column: "visitor" },
  { name: "apiKey", column: "apiKey" },
  { name: "adminApiKey", column: "apiKey" },
  { name: "admin", column: "admin" },
  { name: "user", column: "user" },
];

let owner: Account;
let admin: Account;
let ids: OwnedIds;

beforeAll(async () => {
  owner = await createAccount(t);
  admin = await createAccount(t, ADMIN);
  ids = await createOwnedThings(t, owner);
}, 60_000);

function credentials(run: Run["name"]): Record<string, string> {
  switch (run) {
    case "visitor":
      return {};
    case "user":
      return { cookie: owner.cookie };
    case "admin":
      return { cookie: admin.cookie };
    case "apiKey":
      return { authorization: `Bearer ${owner.apiKey}` };
    case "adminApiKey":
      return { authorization: `Bearer ${admin.apiKey}` };
  }
}

async function request(probe: Required<Pick<Probe, "method" | "path">> & Probe, run: Run["name"]): Promise<Response> {
  // As a browser on our own origin would send it (better-auth checks the Origin of POSTs), from an address of its own.
  const headers: Record<string, string> = { origin: t.env.baseUrl, "x-forwarded-for": randomClientIp(), ...probe.headers, ...credentials(run) };
  let body: BodyInit | undefined;
  if (probe.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(probe.json);
  } else if (probe.form) {
    body = probe.form();
  }
  return t.app.request(probe.path, { method: probe.method, headers, body });
}

/** 401 or a redirect to sign in is "unauthenticated"; 403 or a page's redirect home is "forbidden"; anything else passed. */
function classify(response: Response): Outcome {
  if (response.status === 401) return "unauthenticated";
  if (response.status === 403) return "forbidden";
  const location = response.headers.get("location") ?? "";
  if (response.status === 302 && location.startsWith("/auth")) return "unauthenticated";
  if (response.status === 302 && location === "/") return "forbidden";
  return "allowed";
}

type ResolvedProbe = Required<Pick<Probe, "method" | "path">> & Probe & { policy: Policy };

/** The route's probes (its own method and path when the table has none), each held to the access the route declares. */
function probesOf(route: string, access: Access): ResolvedProbe[] {
  const [method, path] = route.split(" ") as [string, string];
  const entry = PROBES[route];
  const probes = entry ? [entry({ ids, ...PROBE_INPUTS })].flat() : [{}];
  return probes.map((probe: Probe) => {
    const policy = probe.policy ?? (access in ACCESS_OUTCOMES ? (access as Policy) : undefined);
    if (!policy) throw new Error(`${route} declares ${access}: each of its probes must say what that page or endpoint allows`);
    const resolved = { ...probe, policy, method: probe.method ?? (method === "ALL" ? "GET" : method), path: probe.path ?? path };
    if (/[:*]/.test(resolved.path)) throw new Error(`${route}: its probe needs a concrete path`);
    return resolved;
  });
}

describe("the authorization matrix", () => {
  it("reads a declared access for every route of the router, and has no probe for a route that is gone", () => {
    const routes = declaredRoutes();
    expect(routes.size).toBeGreaterThan(60);
    const undeclared = [...routes].filter(([, access]) => access === null).map(([route]) => route);
    const gone = Object.keys(PROBES).filter((route) => !routes.has(route));
    expect(undeclared, `Routes that declare no access (server/routes/define-route.ts): ${undeclared.join(", ")}`).toEqual([]);
    expect(gone, `Probes for routes the router no longer has: ${gone.join(", ")}`).toEqual([]);
  });

  it("gives a probe its own outcome only where the route's access is decided per page or per endpoint", () => {
    for (const [route, entry] of Object.entries(PROBES)) {
      const access = declaredRoutes().get(route);
      const own = [entry({ ids: {} as OwnedIds, ...PROBE_INPUTS })].flat().some((probe) => probe.policy !== undefined);
      expect(own, `${route} (${access})`).toBe(access === "sitePages" || access === "betterAuth");
    }
  });

  it("lets each caller in exactly where the table says, on every route", { timeout: 120_000 }, async () => {
    const probes = [...declaredRoutes()]
      .filter((entry): entry is [string, Access] => entry[1] !== null)
      .flatMap(([route, access]) => probesOf(route, access).map((probe) => ({ route, probe })));
    // Deletions last, so that the things the other probes name still exist when they run.
    probes.sort((a, b) => Number(a.probe.method === "DELETE") - Number(b.probe.method === "DELETE"));
    const wrong: string[] = [];
    let checked = 0;
    for (const { route, probe } of probes) {
      for (const run of RUNS) {
        const response = await request(probe, run.name);
        const expected = POLICIES[probe.policy][run.column];
        const got = classify(response);
        const text = await response.text();
        const where = `${route} (${probe.method} ${probe.path}) as ${run.name}`;
        checked += 1;
        // A 500 is a bug; a 502 is the (closed) marketplace, an answer of its own.
        if (response.status === 500) wrong.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
        else if (got !== expected) wrong.push(`${where}: expected ${expected}, got ${got} (${response.status} ${text.slice(0, 160)})`);
        // A probe that misses its route (a typo in its path) would pass as "allowed" on the API's not-found answer.
        else if (route !== "ALL /api/*" && text.includes('"No API endpoint at')) wrong.push(`${where}: the probe reached no route`);
        // Nor may a probe be malformed: a validation error answers before the handler's own check.
        else if (text.includes('"code":"validation_failed"')) wrong.push(`${where}: the probe is not well-formed: ${text.slice(0, 160)}`);
      }
    }
    expect(wrong, wrong.join("\n")).toEqual([]);
    expect(checked).toBeGreaterThan(CALLERS.length * 60);
  });
});

describe("another user's things", () => {
  it("cannot be read, changed, copied, exported or deleted by another user (with a session or a key) or an admin", { timeout: 60_000 }, async () => {
    const victim = await createAccount(t);
    const theirs = await createOwnedThings(t, victim);
    const stranger = await createAccount(t);
    const attempts: Array<{ method: string; path: string; json?: unknown; form?: () => FormData }> = [
      { method: "GET", path: `/api/v1/listings/${theirs.listingId}` },
      { method: "PATCH", path: `/api/v1/listings/${theirs.listingId}`, json: { title: "Taken over" } },
      { method: "POST", path: `/api/v1/listings/${theirs.listingId}/duplicate` },
      { method: "POST", path: `/api/v1/listings/${theirs.listingId}/regenerate-section`, json: { section: "notes" } },
      { method: "GET", path: `/api/v1/listings/${theirs.listingId}/export?format=json` },
      { method: "DELETE", path: `/api/v1/listings/${theirs.listingId}` },
      { method: "GET", path: `/api/v1/listings/bulk/${theirs.bulkJobId}` },
      { method: "GET", path: `/api/v1/listings/bulk/${theirs.bulkJobId}/results` },
      { method: "GET", path: `/api/v1/grader/history/${theirs.gradeId}` },
      { method: "GET", path: `/api/v1/listings/facts-from-grade/${theirs.gradeId}` },
      { method: "GET", path: `/api/v1/billing/payments/${theirs.paymentId}` },
      { method: "DELETE", path: `/api/v1/api-keys/${theirs.spareApiKeyId}` },
      { method: "GET", path: `/api/v1/captions/sets/${theirs.captionSetId}` },
      { method: "PATCH", path: `/api/v1/captions/sets/${theirs.captionSetId}`, json: { name: "Taken over" } },
      { method: "GET", path: `/api/v1/captions/sets/${theirs.captionSetId}/export` },
      { method: "POST", path: "/api/v1/captions", form: () => photoForm({ setId: theirs.captionSetId }) },
      { method: "POST", path: `/api/v1/captions/photos/${theirs.photoId}/caption`, json: { roomType: "kitchen" } },
      { method: "GET", path: `/api/v1/captions/photos/${theirs.photoId}/file` },
      { method: "DELETE", path: `/api/v1/captions/photos/${theirs.photoId}` },
      { method: "DELETE", path: `/api/v1/captions/sets/${theirs.captionSetId}` },
      { method: "GET", path: `/api/v1/homes/${theirs.homeId}` },
      { method: "PATCH", path: `/api/v1/homes/${theirs.homeId}`, json: { name: "Taken over" } },
      { method: "POST", path: "/api/v1/listings/generate", json: { facts: PROBE_INPUTS.facts, homeId: theirs.homeId } },
      { method: "POST", path: "/api/v1/grader/analyze", json: { text: PROBE_INPUTS.graderText, homeId: theirs.homeId } },
      { method: "POST", path: `/api/v1/homes/${theirs.homeId}/grade`, json: {} },
      { method: "GET", path: `/api/v1/homes/${theirs.homeId}/market` },
      { method: "DELETE", path: `/api/v1/homes/${theirs.homeId}` },
    ];
    const leaks: string[] = [];
    for (const attempt of attempts) {
      // Nor an admin: no admin endpoint reads a user's things, and the user endpoints answer for the caller's own only.
      const callers: Array<Record<string, string>> = [{ cookie: stranger.cookie }, { authorization: `Bearer ${stranger.apiKey}` }, { cookie: admin.cookie }];
      for (const auth of callers) {
        const headers: Record<string, string> = { ...auth, "x-forwarded-for": randomClientIp() };
        if (attempt.json !== undefined) headers["content-type"] = "application/json";
        const body = attempt.json !== undefined ? JSON.stringify(attempt.json) : attempt.form?.();
        const response = await t.app.request(attempt.path, { method: attempt.method, headers, body });
        // 403 only where keys are refused outright (revoking a key); every other refusal is the 404 of "none of yours",
        // the same answer as for an id that does not exist.
        const refusal = attempt.path.startsWith("/api/v1/api-keys/") && auth.authorization ? 403 : 404;
        if (response.status !== refusal) leaks.push(`${attempt.method} ${attempt.path} with ${auth.cookie === admin.cookie ? "the admin's session" : Object.keys(auth)[0]}: ${response.status}`);
      }
    }
    expect(leaks, leaks.join("\n")).toEqual([]);

    // The owner's things are all there, unchanged.
    const read = (path: string) => t.app.request(path, { headers: { cookie: victim.cookie } });
    const listing = await read(`/api/v1/listings/${theirs.listingId}`);
    expect(listing.status).toBe(200);
    expect((await readAnswer(listing, listingDetailSchema)).title).not.toBe("Taken over");
    expect((await read(`/api/v1/captions/sets/${theirs.captionSetId}`)).status).toBe(200);
    const home = await read(`/api/v1/homes/${theirs.homeId}`);
    expect(home.status).toBe(200);
    expect((await readAnswer(home, homeDetailSchema)).name).toBe("Alfama flat");
    expect((await read(`/api/v1/captions/photos/${theirs.photoId}/file`)).status).toBe(200);
    const keys = await readAnswer(await read("/api/v1/api-keys"), apiKeysPageSchema);
    expect(keys.items.find((key) => key.id === theirs.spareApiKeyId)?.revokedAt).toBeNull();
    const listings = await readAnswer(await read("/api/v1/listings"), listingsPageSchema);
    expect(listings.total).toBe(1);
  });
});
