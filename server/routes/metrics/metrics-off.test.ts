import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/support/test-app";
import { readError } from "../../../test/support/read-answer";

const t = useTestApp();

describe("GET /metrics without METRICS_TOKEN", () => {
  it("is off: 404, even with a token", async () => {
    for (const headers of [{}, { authorization: "Bearer anything-at-all-123456" }] as Record<string, string>[]) {
      const res = await t.app.request("/metrics", { headers });
      expect(res.status).toBe(404);
      expect((await readError(res)).message).toContain("METRICS_TOKEN");
    }
  });
});
