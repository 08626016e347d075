import { describe, expect, it } from "vitest";
import { credits, generate, hostWithCredits, LISBON_FACTS } from "../support/listing-requests";
import { useRealModelApp } from "./real-model-app";

const real = useRealModelApp({ variant: "salad", env: { AI_MAX_REPAIRS: "0" } });
const t = real.t;

type ErrorBody = { error: { code: string; message: string; details: { reason: string; listingId: string } } };

/** Adds a length bound llama.cpp's grammar parser refuses (a repetition of exactly 2000) to the first string field. */
function withRefusedKeyword(request: Record<string, unknown>): Record<string, unknown> {
  const format = request.response_format as { json_schema: { schema: { properties: Record<string, { type?: string; maxLength?: number }> } } };
  const field = Object.values(format.json_schema.schema.properties).find((property) => property.type === "string");
  field!.maxLength = 2000;
  return request;
}

async function generateOnce(): Promise<{ response: Response; body: ErrorBody; host: { cookie: string } }> {
  const host = await hostWithCredits(t, 1);
  const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
  const body = (await response.json()) as ErrorBody;
  expect(await credits(t, host.cookie)).toBe(1);
  return { response, body, host };
}

describe("a provider's refusals each give their own clear error, and cost nothing", () => {
  it("a 429 with Retry-After: the host is told to wait that long, the operator sees the provider's message", async () => {
    real.proxy.refuseNext({
      status: 429,
      headers: { "retry-after": "17" },
      body: { error: { code: 429, message: "Rate limit reached for this key: 3 requests per minute", type: "rate_limit_error" } },
    });
    const { response, body } = await generateOnce();
    expect(response.status).toBe(503);
    expect(body.error.details.reason).toBe("ai_rate_limited");
    expect(response.headers.get("retry-after")).toBe("17");
    expect(body.error.message).toMatch(/nothing was charged/i);
    expect(real.logs.join("\n")).toContain("Rate limit reached for this key");
  });

  it("a schema the server's grammar refuses: the host is told to tell the operator, who sees the server's own words", async () => {
    real.proxy.rewriteRequest = withRefusedKeyword;
    try {
      const since = real.proxy.exchanges.length;
      const { body } = await generateOnce();
      const call = real.proxy.exchanges[since]!;
      // The real server's refusal, as it words it.
      expect(call.status).toBe(400);
      expect(call.body).toMatch(/grammar/i);
      expect(body.error.details.reason).toBe("ai_refused");
      expect(body.error.message).toMatch(/operator/i);
      expect(real.logs.join("\n")).toMatch(/failed to parse grammar/i);
    } finally {
      real.proxy.rewriteRequest = undefined;
    }
  });
});
