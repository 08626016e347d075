import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readAnswer, readError } from "./read-answer";

const itemSchema = z.object({ id: z.string(), tags: z.array(z.string()) });
const answer = (status: number, body: string) => new Response(body, { status, headers: { "content-type": "application/json" } });

describe("readAnswer", () => {
  it("answers the body as sent when it fits the contract, keys the contract does not name included", async () => {
    const body = await readAnswer(answer(200, JSON.stringify({ id: "a", tags: ["x"], extra: 1 })), itemSchema);
    expect(body).toEqual({ id: "a", tags: ["x"], extra: 1 });
  });

  it("leaves a field the contract defaults as sent", async () => {
    const body = await readAnswer(answer(200, "{}"), z.object({ flag: z.boolean().default(false) }));
    expect(body).toEqual({});
  });

  it("says the status, where the answer breaks its contract and what it was, cut to 500 characters", async () => {
    const long = JSON.stringify({ id: "a", tags: [1], padding: "p".repeat(1000) });
    const message = await readAnswer(answer(201, long), itemSchema).then(
      () => "",
      (caught: unknown) => String((caught as Error).message),
    );
    expect(message).toMatch(/^201: the answer does not match its contract at tags\.0: .+; body: \{"id":"a"/);
    expect(message).toContain(long.slice(0, 500));
    expect(message).not.toContain(long.slice(0, 501));
    expect(message.endsWith("…")).toBe(true);
  });

  it("says so when the answer is not JSON", async () => {
    await expect(readAnswer(answer(502, "<html>Bad gateway</html>"), itemSchema)).rejects.toThrow("502: not JSON: <html>Bad gateway</html>");
  });
});

describe("readError", () => {
  it("answers the error part of the house shape", async () => {
    const error = await readError(answer(404, JSON.stringify({ error: { code: "not_found", message: "No such thing." } })));
    expect(error).toEqual({ code: "not_found", message: "No such thing." });
  });

  it("refuses another shape (better-auth's own {code, message})", async () => {
    await expect(readError(answer(400, JSON.stringify({ code: "VALIDATION_ERROR", message: "x" })))).rejects.toThrow(/400: the answer does not match its contract at error: /);
  });
});
