import { beforeAll, describe, expect, it } from "vitest";
import { randomClientIp, signUpVerified } from "../../test/support/auth-session";
import { readError } from "../../test/support/read-answer";
import { useTestApp } from "../../test/support/test-app";
import { createKey } from "../../test/support/api-key-requests";
import { listRouteAccess } from "./list-route-access";

// Who is asking is checked before the body is read (issue 18 item 7): a caller who may not call a route learns that,
// never what is wrong with a body they may not send. Every route that takes a body and is not public, read from the
// router, gets each of these bodies.
const t = useTestApp({ env: { TRUST_PROXY: "true" } });

const BAD_BODIES: Array<{ name: string; headers: Record<string, string>; body: BodyInit }> = [
  { name: "malformed JSON", headers: { "content-type": "application/json" }, body: '{"facts": ' },
  { name: "JSON of the wrong shape", headers: { "content-type": "application/json" }, body: JSON.stringify({ url: 42, facts: [], name: {} }) },
  { name: "text/plain", headers: { "content-type": "text/plain" }, body: "hello" },
  { name: "a body without a content type", headers: {}, body: new Blob(["<xml/>"]) },
  { name: "multipart without a photo", headers: {}, body: formWithoutPhoto() },
];

function formWithoutPhoto(): FormData {
  const form = new FormData();
  form.set("roomType", "not-a-room");
  return form;
}

/** The non-public routes that take a body, with a path parameter that is not even well-formed. */
function guardedWrites(): Array<{ route: string; method: string; path: string; access: string }> {
  return listRouteAccess(t.app)
    .filter(({ route, access }) => access !== "public" && access !== "betterAuth" && /^(POST|PUT|PATCH|DELETE) \/api\/v1\//.test(route))
    .map(({ route, access }) => {
      const [method, path] = route.split(" ") as [string, string];
      return { route, method, path: path.replace(/:[A-Za-z]+/g, "not-an-id"), access: access! };
    });
}

async function send(method: string, path: string, bad: (typeof BAD_BODIES)[number], credentials: Record<string, string>) {
  const body = bad.body instanceof FormData ? formWithoutPhoto() : bad.body;
  const response = await t.app.request(path, { method, headers: { ...bad.headers, ...credentials, "x-forwarded-for": randomClientIp() }, body });
  return { status: response.status, body: { error: await readError(response) } };
}

let userCookie = "";
let apiKey = "";
beforeAll(async () => {
  const user = await signUpVerified(t);
  userCookie = user.cookie;
  apiKey = (await createKey(t, user.cookie)).key;
});

describe("who is asking is checked before the body is read", () => {
  it("covers the endpoints of the finding and every other non-public write", () => {
    const routes = guardedWrites().map((write) => write.route);
    expect(routes).toEqual(expect.arrayContaining(["POST /api/v1/scrape", "POST /api/v1/listings/generate", "POST /api/v1/captions"]));
    expect(routes.length).toBeGreaterThan(15);
  });

  it("answers a visitor's bad body with 401, never 400 or 415", { timeout: 60_000 }, async () => {
    const wrong: string[] = [];
    for (const write of guardedWrites()) {
      for (const bad of BAD_BODIES) {
        const answer = await send(write.method, write.path, bad, {});
        if (answer.status !== 401 || answer.body.error.code !== "unauthorized") wrong.push(`${write.route} with ${bad.name}: ${answer.status} ${answer.body.error.code}`);
      }
    }
    expect(wrong, wrong.join("\n")).toEqual([]);
  });

  it("answers a visitor's bad Idempotency-Key on a paid POST with 401 too", async () => {
    const answer = await send("POST", "/api/v1/listings/generate", BAD_BODIES[0]!, { "idempotency-key": "not a valid key" });
    expect(answer.status).toBe(401);
  });

  it("answers 403 to a caller who is signed in but not allowed, whatever the body", { timeout: 60_000 }, async () => {
    const wrong: string[] = [];
    for (const write of guardedWrites().filter((w) => w.access === "admin" || w.access === "sessionOnly")) {
      const callers: Array<Record<string, string>> = write.access === "admin" ? [{ cookie: userCookie }, { authorization: `Bearer ${apiKey}` }] : [{ authorization: `Bearer ${apiKey}` }];
      for (const credentials of callers) {
        for (const bad of BAD_BODIES) {
          const answer = await send(write.method, write.path, bad, credentials);
          if (answer.status !== 403) wrong.push(`${write.route} as ${Object.keys(credentials)[0]} with ${bad.name}: ${answer.status} ${answer.body.error.code}`);
        }
      }
    }
    expect(wrong, wrong.join("\n")).toEqual([]);
  });

  it("still validates the body of a caller who may call", async () => {
    const malformed = await send("POST", "/api/v1/listings/generate", BAD_BODIES[0]!, { cookie: userCookie });
    expect(malformed.status).toBe(400);
    const answer = await send("POST", "/api/v1/listings/generate", BAD_BODIES[1]!, { cookie: userCookie });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("validation_failed");
    const wrongType = await send("POST", "/api/v1/captions", BAD_BODIES[2]!, { cookie: userCookie });
    expect(wrongType.status).toBe(415);
  });
});
