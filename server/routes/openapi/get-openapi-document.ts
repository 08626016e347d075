import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { jsonContent } from "../create-router";
import { defineRoute } from "../define-route";
import { describeApi, registerSecuritySchemes } from "./describe-api";

export const getOpenApiDocumentRoute = defineRoute({
  access: "public",
  method: "get",
  path: "/openapi.json",
  tags: ["Meta"],
  summary: "This API as an OpenAPI 3.1 document, generated from the same zod contracts that validate the requests",
  security: [{}],
  responses: { 200: jsonContent(z.record(z.string(), z.unknown()), "The OpenAPI 3.1 document") },
});

/**
 * Serves the document of `api` (the whole /api/v1 router, this route included), made once on the first request: the
 * routes do not change while the server runs.
 */
export function serveOpenApiDocument(api: OpenAPIHono<AppEnv>) {
  registerSecuritySchemes(api);
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  return api.openapi(getOpenApiDocumentRoute, (c) => {
    document ??= api.getOpenAPI31Document(describeApi(c.var.deps.env.baseUrl));
    c.header("cache-control", "public, max-age=300");
    return c.json(document, 200);
  });
}
