import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApiClient, dataOf, dataParsedBy } from "./api";
import { ApiError, apiPath } from "./api-client";

// A small server that answers as ours does, so the client meets a real network, not a stand-in for fetch.
const seen: { method: string; url: string; contentType?: string; body: string }[] = [];
const server = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    seen.push({ method: request.method!, url: request.url!, contentType: request.headers["content-type"], body });
    const url = new URL(request.url!, "http://localhost");
    if (url.pathname === "/api/v1/listings/h%201") return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "h 1" }));
    if (url.pathname === "/api/v1/listings/draft") return response.writeHead(204).end();
    if (url.pathname === "/api/v1/grader/usage") return response.writeHead(200, { "content-type": "text/html" }).end("<h1>Sign in to the proxy</h1>");
    if (url.pathname === "/api/v1/grader/analyze") {
      const error = { code: "rate_limited", message: "3 analyses an hour: try again in 20 minutes.", details: { counted: false } };
      return response.writeHead(429, { "content-type": "application/json", "retry-after": "1200" }).end(JSON.stringify({ error }));
    }
    response.writeHead(502, { "content-type": "text/html" }).end("<h1>Bad gateway</h1>");
  });
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the typed client", () => {
  it("fills and encodes path parameters and answers the data", async () => {
    const api = createApiClient(base);
    expect(await dataOf(api.GET("/listings/{id}", { params: { path: { id: "h 1" } } }))).toEqual({ id: "h 1" });
  });

  it("sends a JSON body and answers undefined for 204", async () => {
    const api = createApiClient(base);
    expect(await dataOf(api.PUT("/listings/draft", { body: { facts: { bedrooms: 2 } } }))).toBeUndefined();
    expect(seen.at(-1)).toMatchObject({ method: "PUT", contentType: "application/json", body: '{"facts":{"bedrooms":2}}' });
  });

  it("answers undefined for a success whose body is not JSON, for the caller's contract to refuse", async () => {
    const api = createApiClient(base);
    expect(await dataOf(api.GET("/grader/usage"))).toBeUndefined();
  });

  it("throws our error answer as an ApiError: status, code, message, Retry-After and details", async () => {
    const api = createApiClient(base);
    const error = await dataOf(api.POST("/grader/analyze", { body: { text: "x" } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: "rate_limited", message: "3 analyses an hour: try again in 20 minutes.", retryAfterSeconds: 1200, details: { counted: false } });
  });

  it("throws an answer that is not ours as internal_error with its status", async () => {
    const api = createApiClient(base);
    const error = await dataOf(api.GET("/markets")).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: "internal_error", message: "The server answered 502" });
  });

  it("throws a fetch that reached no server as ApiError(0, network_error)", async () => {
    const api = createApiClient("http://127.0.0.1:1/api/v1");
    const error = await dataOf(api.GET("/markets")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "network_error", message: "Network error: fetch failed" });
  });

  it("throws an aborted call as ApiError(0, network_error)", async () => {
    const api = createApiClient(base);
    const error = await dataOf(api.GET("/markets", { signal: AbortSignal.abort() })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "network_error" });
  });
});

describe("dataParsedBy", () => {
  const listingSchema = z.object({ id: z.string() });
  const idAsNumber = z.object({ id: z.number() });

  it("answers the data as the schema, loaded beside the request, parses it", async () => {
    const api = createApiClient(base);
    const schema = Promise.resolve(listingSchema.transform(({ id }) => id.toUpperCase()));
    expect(await dataParsedBy(schema, api.GET("/listings/{id}", { params: { path: { id: "h 1" } } }))).toBe("H 1");
  });

  it("refuses an answer the schema refuses", async () => {
    const api = createApiClient(base);
    const error = await dataParsedBy(Promise.resolve(idAsNumber), api.GET("/listings/{id}", { params: { path: { id: "h 1" } } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(z.ZodError);
  });

  it("throws our error answer as dataOf does, whatever the schema", async () => {
    const api = createApiClient(base);
    const error = await dataParsedBy(Promise.resolve(listingSchema), api.POST("/grader/analyze", { body: { text: "x" } })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "rate_limited" });
  });

  it("throws a schema that failed to load", async () => {
    const api = createApiClient(base);
    const error = await dataParsedBy(Promise.reject(new Error("chunk failed")), api.GET("/listings/{id}", { params: { path: { id: "h 1" } } })).catch((e: unknown) => e);
    expect(error).toEqual(new Error("chunk failed"));
  });
});

describe("apiPath", () => {
  it("writes a document path as the browser asks for it, each parameter encoded", () => {
    expect(apiPath("/session")).toBe("/api/v1/session");
    expect(apiPath("/listings/bulk/{id}/results", { id: "a/b c" })).toBe("/api/v1/listings/bulk/a%2Fb%20c/results");
  });
});
