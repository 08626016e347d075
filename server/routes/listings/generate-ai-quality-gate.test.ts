import { describe, expect, it } from "vitest";
import { useModelTestApp } from "../../../test/support/model-test-app";
import { readAnswer } from "../../../test/support/read-answer";
import { credits, generate, generationFailureSchema, hostWithCredits, LISBON_FACTS, LISBON_MODEL_ANSWER } from "../../../test/support/listing-requests";

/** What a model that cannot follow instructions writes (seen from a real llama.cpp server): word salad. */
const SALAD = {
  ...LISBON_MODEL_ANSWER,
  titles: [" window clean relax", " clean relax window", " relax window clean"],
  summary: " morning",
};

const model = useModelTestApp({ AI_API_KEY: "test-key", AI_TIMEOUT_MS: "5000", AI_MAX_REPAIRS: "1" });
const t = model.t;

describe("the quality gate on a model's listing (an OpenAI-compatible stand-in)", () => {
  it("sends word salad back with the failures named, and keeps the repaired answer", async () => {
    const host = await hostWithCredits(t, 1);
    model.standIn.script({ kind: "content", content: SALAD }, { kind: "content", content: LISBON_MODEL_ANSWER });
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    expect(response.status).toBe(200);
    const repair = JSON.stringify(model.standIn.calls.at(-1)?.messages.at(-1)?.content);
    expect(repair).toContain("The summary “ morning” has 1 word: write at least 12");
    expect(repair).toContain("The title option 1 “ window clean relax” starts or ends with spaces");
    expect(await credits(t, host.cookie)).toBe(0);
  });

  it("refuses word salad that stays salad, and charges nothing", async () => {
    const host = await hostWithCredits(t, 1);
    model.standIn.script({ kind: "content", content: SALAD });
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    expect(response.status).toBe(502);
    const body = await readAnswer(response, generationFailureSchema);
    expect(body.error.details.reason).toBe("checks_failed");
    expect(body.error.message).toContain("has 1 word: write at least 12");
    expect(await credits(t, host.cookie)).toBe(1);
  });
});
