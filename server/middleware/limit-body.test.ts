import http from "node:http";
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/support/test-app";

// Over a real socket, as production serves it: the body's length comes either as Content-Length (decided from the
// header, the body read straight from the socket) or chunked (counted by Hono's bodyLimit as it arrives).
const t = useTestApp();
let server: ServerType;
let port: number;

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

const ONE_MB = 1024 * 1024;

/** A POST of `body` to /api/v1/page-views, its length sent as Content-Length or chunked; the status and the body. */
function post(body: string, framing: "content-length" | "chunked"): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { "content-type": "application/json" };
    if (framing === "content-length") headers["content-length"] = Buffer.byteLength(body);
    else headers["transfer-encoding"] = "chunked";
    const request = http.request({ host: "127.0.0.1", port, path: "/api/v1/page-views", method: "POST", headers }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, text }));
    });
    request.on("error", reject);
    // Chunked: written in pieces, so the limit is met while the body is still arriving.
    if (framing === "chunked") for (let i = 0; i < body.length; i += 64 * 1024) request.write(body.slice(i, i + 64 * 1024));
    else request.write(body);
    request.end();
  });
}

const pageView = (padding: number) => JSON.stringify({ path: "/", referrer: `https://example.com/${"x".repeat(padding)}` });

describe.each(["content-length", "chunked"] as const)("a JSON body sent with %s", (framing) => {
  it("under 1 MB is read and answered", async () => {
    const answer = await post(pageView(10), framing);
    expect(answer.status).toBe(204);
  });

  it("over 1 MB is refused with 413 and the API's message", async () => {
    const answer = await post(pageView(ONE_MB), framing);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ error: { code: "payload_too_large", message: "The request body is larger than 1 MB." } });
  });
});
