import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, renderApiTypes } from "./render-api-types";

describe("the web app's API types", () => {
  it("are the OpenAPI document's as it is now (else run `npm run generate:api-types` and commit the file)", async () => {
    expect(fs.readFileSync(API_TYPES_FILE, "utf8") === (await renderApiTypes()), `${API_TYPES_FILE} is out of date: run \`npm run generate:api-types\``).toBe(true);
  });
});
