import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/support/test-app";
import { loadTinyWebBuild } from "../../test/support/tiny-web-build";

// Served by @hono/node-server, the security headers and the request id are written on the Node response instead of the
// fetch Response (node-response.ts); the other tests ask the app in process. Both ways must give the same answer headers.
const METRICS_TOKEN = "socket-headers-metrics";
const t = useTestApp({ env: { TRUST_PROXY: "true", METRICS_TOKEN }, webApp: loadTinyWebBuild() });
let server: ServerType;
let origin: string;

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

const COMPARED = [
  "content-security-policy",
  "cache-control",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
  "strict-transport-security",
  "content-type",
  "etag",
];
const ALWAYS = ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options", "cross-origin-opener-policy", "permissions-policy", "x-request-id"];

const compared = (response: Response) => Object.fromEntries(COMPARED.map((name) => [name, response.headers.get(name)]));

describe("answer headers over a real socket are those the app gives in process", () => {
  const cases: [string, RequestInit?][] = [
    ["/api/health"],
    ["/api/health", { method: "HEAD" }],
    ["/api/health", { headers: { "x-forwarded-proto": "https" } }],
    ["/api/v1/no-such-endpoint"],
    ["/api/v1/account"],
    ["/api/v1/session"],
    ["/api/auth/get-session"],
    ["/api/docs"],
    ["/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }],
    ["/metrics"],
    ["/pricing"],
    ["/pricing", { headers: { "x-forwarded-proto": "https" } }],
    ["/assets/entry-abc.js"],
    ["/robots.txt"],
    ["/no-such-file.png"],
  ];
  for (const [path, init] of cases) {
    it(`${init?.method ?? "GET"} ${path}${init?.headers ? ` ${JSON.stringify(init.headers)}` : ""}`, async () => {
      const inProcess = await t.app.request(path, init);
      const overSocket = await fetch(`${origin}${path}`, init);
      expect(overSocket.status).toBe(inProcess.status);
      expect(compared(overSocket)).toEqual(compared(inProcess));
      for (const name of ALWAYS) expect(overSocket.headers.get(name), name).toBeTruthy();
      await inProcess.arrayBuffer();
      await overSocket.arrayBuffer();
    });
  }

  it("a 304 keeps the headers of what the browser holds: no Cache-Control of ours", async () => {
    const page = await fetch(`${origin}/pricing`);
    const etag = page.headers.get("etag")!;
    await page.arrayBuffer();
    const notModified = await fetch(`${origin}/pricing`, { headers: { "if-none-match": etag } });
    const inProcess = await t.app.request("/pricing", { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(compared(notModified)).toEqual(compared(inProcess));
  });

  it("the caller's own request id is kept, a new one is made otherwise", async () => {
    const kept = await fetch(`${origin}/api/health`, { headers: { "x-request-id": "trace-abc-123" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-abc-123");
    const replaced = await fetch(`${origin}/api/health`, { headers: { "x-request-id": "not allowed!" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await Promise.all([kept.arrayBuffer(), replaced.arrayBuffer()]);
  });
});
