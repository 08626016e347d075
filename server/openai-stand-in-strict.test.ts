import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingAnswerSchema } from "../core/writer/answer-schemas";
import { listingTextsSchema } from "../core/writer/generated-listing";
import { type OpenAiStandIn, startOpenAiStandIn } from "../test/support/openai-stand-in";
import { LISBON_MODEL_ANSWER } from "../test/support/listing-requests";

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn([{ kind: "content", content: LISBON_MODEL_ANSWER }]);
});
afterAll(async () => {
  await standIn.close();
});

function ask(schema: typeof listingAnswerSchema | typeof listingTextsSchema) {
  const provider = createOpenAICompatible({ name: "stand-in", baseURL: standIn.baseUrl, supportsStructuredOutputs: true });
  return generateText({ model: provider.chatModel("m"), prompt: "Write the listing.", output: Output.object({ schema }), maxRetries: 0 });
}

describe("the OpenAI stand-in is as strict as OpenAI's structured outputs", () => {
  it("refuses, with OpenAI's 400 and message, a strict schema with a keyword strict mode does not take", async () => {
    const error = await ask(listingTextsSchema).then(
      () => undefined,
      (caught: unknown) => caught as { statusCode?: number; message: string },
    );
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe("Invalid schema for response_format 'response': (root).properties.titles.items.minLength: 'minLength' is not permitted.");
  });

  it("accepts the portable listing answer the writer sends, and answers it", async () => {
    const result = await ask(listingAnswerSchema);
    expect(result.output).toEqual(LISBON_MODEL_ANSWER);
    expect(standIn.calls.at(-1)?.body.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: true, name: "response" } });
  });
});
