import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { createApiV1 } from "../../app";

describe("the caption routes in the OpenAPI document", () => {
  it("describe the multipart upload with a binary photo, and the document stays valid", async () => {
    const doc = createApiV1().getOpenAPIDocument({ openapi: "3.0.0", info: { title: "ListingLift", version: "1" } });
    const upload = (doc.paths?.["/captions"]?.post?.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> }).content["multipart/form-data"]!.schema;
    expect(upload.properties.photo).toMatchObject({ type: "string", format: "binary" });
    expect(upload.required).toEqual(["photo"]);
    expect(Object.keys(doc.paths ?? {}).filter((path) => path.startsWith("/captions"))).toHaveLength(8);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid).toBe(true);
  });
});
