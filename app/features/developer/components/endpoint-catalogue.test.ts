import { describe, expect, it } from "vitest";
import { analyzeListingRequestSchema } from "../../../../contracts/grader";
import { propertyFactsSchema } from "../../../../core/writer/property-facts";
import { buildCodeSample } from "./code-samples";
import { CATALOGUE, EXAMPLE_LISTING_TEXT, operationOf } from "./endpoint-catalogue";

const byId = (id: string) => CATALOGUE.find((e) => e.id === id)!;

describe("the API catalogue's examples", () => {
  it("are bodies the server's contracts accept", () => {
    expect(analyzeListingRequestSchema.safeParse(byId("grader-analyze").body).success).toBe(true);
    expect(EXAMPLE_LISTING_TEXT.trim().length).toBeGreaterThanOrEqual(50);
    expect(propertyFactsSchema.safeParse(byId("listings-generate").body).success).toBe(true);
  });

  it("name each operation as the OpenAPI document does", () => {
    expect(operationOf("GET", "/api/v1/listings?page=1&pageSize=20")).toBe("GET /listings");
    expect(CATALOGUE.every((e) => e.operation === operationOf(e.method, e.path))).toBe(true);
    expect(new Set(CATALOGUE.map((e) => e.id)).size).toBe(CATALOGUE.length);
  });
});

describe("buildCodeSample", () => {
  const origin = "https://listinglift.example";

  it("writes curl with the key from the environment, and the body and an Idempotency-Key for a paid POST", () => {
    expect(buildCodeSample(byId("account"), "curl", origin)).toBe(
      'curl "https://listinglift.example/api/v1/account" \\\n  -H "Authorization: Bearer $LISTINGLIFT_API_KEY"',
    );
    const generate = buildCodeSample(byId("listings-generate"), "curl", origin);
    expect(generate).toMatch(/^curl -X POST "https:\/\/listinglift.example\/api\/v1\/listings\/generate"/);
    expect(generate).toContain('-H "Idempotency-Key: $(uuidgen)"');
    expect(generate).toContain(`-d '${JSON.stringify(byId("listings-generate").body, null, 2).replace(/'/g, "'\\''")}'`);
  });

  it("quotes a single quote in the body for the shell", () => {
    const sample = buildCodeSample(byId("grader-analyze"), "curl", origin);
    expect(sample).toContain("five minutes'\\''");
  });

  it("writes JavaScript with fetch and the error shape", () => {
    const sample = buildCodeSample(byId("listings-generate"), "JavaScript", origin);
    expect(sample).toContain('await fetch("https://listinglift.example/api/v1/listings/generate", {');
    expect(sample).toContain('"Idempotency-Key": crypto.randomUUID()');
    expect(sample.split("\n")[0]).toMatch(/^const apiKey = /);
    expect(sample).toContain("Authorization: `Bearer ${apiKey}`");
    expect(sample).toContain("data.error.code");
    expect(sample).toContain('"propertyType": "Entire rental unit"');
  });

  it("writes Python with requests, True/False for booleans, and uuid only when needed", () => {
    const generate = buildCodeSample(byId("listings-generate"), "Python", origin);
    expect(generate).toContain("import uuid");
    expect(generate).toContain("requests.post(");
    expect(generate).toContain('"pets": False');
    expect(generate).not.toMatch(/\bfalse\b|\btrue\b/);
    const account = buildCodeSample(byId("account"), "Python", origin);
    expect(account).not.toContain("import uuid");
    expect(account).toContain('requests.get(\n    "https://listinglift.example/api/v1/account",');
  });
});
