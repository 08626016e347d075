import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_TEXT } from "../../test/support/grader-requests";
import { type ReverseProxy, startReverseProxy } from "../../test/support/reverse-proxy";
import { useTestApp } from "../../test/support/test-app";

// The app on a real socket, behind a real proxy that appends the client's address as nginx does (docs/deploy.md).
const GRADER_IP_LIMIT = 4;
const t = useTestApp({ env: { TRUST_PROXY: "true", GRADER_IP_LIMIT: String(GRADER_IP_LIMIT) } });
let server: ServerType;
let proxy: ReverseProxy;

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  proxy = await startReverseProxy(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await proxy?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

let forged = 0;
/** An X-Forwarded-For the client writes itself, a new "address" each time, as an attacker would. */
function forgedForwardedFor(): string {
  forged += 1;
  return `203.0.113.${forged % 250}, 198.51.100.${(forged * 7) % 250}`;
}

function postThroughProxy(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${proxy.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: t.env.baseUrl, "x-forwarded-for": forgedForwardedFor(), ...headers },
    body: JSON.stringify(body),
  });
}

describe("behind a reverse proxy that appends the client's address (TRUST_PROXY=true)", () => {
  it("the grader counts the address the proxy saw: a forged X-Forwarded-For does not escape the per-address limit", async () => {
    const statuses: number[] = [];
    // No cookie: each request is a new browser, so only the per-address limit can stop them.
    for (let i = 0; i < GRADER_IP_LIMIT + 2; i++) statuses.push((await postThroughProxy("/api/v1/grader/analyze", { text: SAMPLE_TEXT })).status);
    expect(statuses).toEqual([...Array(GRADER_IP_LIMIT).fill(200), 429, 429]);
  });

  it("sign-in counts the address the proxy saw: wrong passwords with forged addresses still meet the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await postThroughProxy("/api/auth/sign-in/email", { email: "someone@example.com", password: "wrong password" })).status);
    }
    // AUTH_RATE_LIMITS: 10 sign-ins per address in 15 minutes.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("the proxy's own entry is what the app takes, whatever the client wrote before it", async () => {
    // The address the proxy saw (127.0.0.1) has used its analyses in the first test.
    const refused = await postThroughProxy("/api/v1/grader/analyze", { text: SAMPLE_TEXT }, { "x-forwarded-for": "not-an-address, 192.0.2.77" });
    expect(refused.status).toBe(429);
  });
});
