import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/support/test-app";
import { createApiV1 } from "../../app";

const BASE_URL = "https://listinglift.example";
const t = useTestApp({ env: { BASE_URL } });

type OpenApiDocument = {
  openapi: string;
  info: { title: string };
  servers: { url: string }[];
  paths: Record<
    string,
    Record<string, { tags?: string[]; summary?: string; parameters?: { name: string; in: string }[]; responses: Record<string, unknown>; "x-access"?: string; security?: unknown[] }>
  >;
  components: { securitySchemes: Record<string, unknown> };
  tags: { name: string }[];
};

async function readDocument(): Promise<OpenApiDocument> {
  const response = await t.app.request("/api/v1/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return response.json();
}

/** Every route of the running /api/v1 router, read from the router itself: "GET /api-keys/{id}" and so on. */
function routerOperations(): string[] {
  const operations = createApiV1()
    .routes.filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`);
  return [...new Set(operations)].sort();
}

describe("GET /api/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await readDocument();
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
  });

  it("has every route of the /api/v1 router, each with a tag and a summary, and nothing else", async () => {
    const document = await readDocument();
    const documented = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const operations = routerOperations();
    expect(operations.length).toBeGreaterThan(20);
    expect(documented).toEqual(operations);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.tags?.length, `${method} ${path} has a tag`).toBeGreaterThan(0);
        expect(operation.summary, `${method} ${path} has a summary`).toBeTruthy();
        expect(document.tags.map((tag) => tag.name), `${method} ${path}: its tag is described`).toContain(operation.tags![0]);
      }
    }
  });

  it("names this server, the two ways to authenticate, and the Idempotency-Key of checkout", async () => {
    const document = await readDocument();
    expect(document.info.title).toBe("ListingLift API");
    expect(document.servers).toEqual([{ url: `${BASE_URL}/api/v1`, description: "This server" }]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(["apiKey", "session"]);
    const checkout = document.paths["/billing/checkout"]!.post!;
    expect(checkout.parameters).toContainEqual(expect.objectContaining({ name: "idempotency-key", in: "header" }));
    expect(Object.keys(checkout.responses)).toEqual(expect.arrayContaining(["200", "409", "422"]));
    expect(document.paths["/api-keys"]!.post!.responses["201"]).toBeTruthy();
  });

  it("says who may call each operation, as the route declares it: x-access, the security it needs, its 401 and 403", async () => {
    const document = await readDocument();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method} ${path}`;
        const access = operation["x-access"];
        expect(["public", "signedIn", "sessionOnly", "admin"], where).toContain(access);
        expect(Boolean(operation.responses["401"]), `${where}: 401`).toBe(access !== "public");
        expect(Boolean(operation.responses["403"]), `${where}: 403`).toBe(access === "sessionOnly" || access === "admin" || path === "/billing/checkout");
        if (access === "sessionOnly" || access === "admin") expect(operation.security, where).toEqual([{ session: [] }]);
        if (access === "signedIn") expect(operation.security, where).toEqual([{ apiKey: [] }, { session: [] }]);
      }
    }
    expect(document.paths["/scrape"]!.post!["x-access"]).toBe("admin");
    expect(document.paths["/api-keys"]!.post!["x-access"]).toBe("sessionOnly");
    expect(document.paths["/grader/analyze"]!.post!["x-access"]).toBe("public");
  });
});
