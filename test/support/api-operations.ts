import type { TestContext } from "./test-app";

/** A JSON Schema as the OpenAPI document gives it (inline, no $ref: our contracts are written out in place). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

export interface ApiOperation {
  method: string;
  /** As the document writes it: "/listings/{id}". */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The request body's media type and schema, when the operation takes one. */
  body?: { mediaType: string; schema: JsonSchema };
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every operation of /api/v1, read from the running server's OpenAPI document, so a new endpoint is included unasked. */
export async function readApiOperations(t: TestContext): Promise<ApiOperation[]> {
  const response = await t.app.request("/api/v1/openapi.json");
  if (response.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${response.status}`);
  const document = (await response.json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === "query").map((p) => p.name),
        ...(mediaType && content ? { body: { mediaType, schema: content.schema } } : {}),
      };
    }),
  );
}
