import type { ModelMessage } from "ai";
import { describe, expect, it } from "vitest";
import { checkThenRepair, type Checked } from "./check-then-repair";
import { WriterFailure } from "./writer-failure";

/** Answers in order; a WriterFailure in the list is thrown as a model call's failure. */
function scripted(answers: Array<string | WriterFailure>) {
  const asked: number[] = [];
  return {
    asked,
    ask: async (attempt: number) => {
      asked.push(attempt);
      const next = answers.shift();
      if (next instanceof WriterFailure) throw next;
      return { text: next ?? "" };
    },
  };
}

const notShouting = ({ text }: { text: string }): Checked<string> =>
  /[A-Z]{4,}/.test(text) ? { ok: false, failures: [{ field: "text", message: "Write it without capitals shouting" }] } : { ok: true, value: text };

describe("the check-then-repair loop", () => {
  it("sends a failing answer back with what broke named, and keeps the repaired one", async () => {
    const messages: ModelMessage[] = [{ role: "user", content: "Write." }];
    const model = scripted(["A GREAT flat", "A calm flat"]);
    const stages: string[] = [];
    const result = await checkThenRepair({ messages, maxRepairs: 2, what: "listing", ask: model.ask, check: notShouting, onStage: (stage, attempt) => stages.push(`${stage} ${attempt}`) });
    expect(result).toEqual({ value: "A calm flat", attempts: 2 });
    expect(messages.at(-2)).toEqual({ role: "assistant", content: JSON.stringify({ text: "A GREAT flat" }) });
    expect(messages.at(-1)!.content).toContain("- text: Write it without capitals shouting");
    expect(stages).toEqual(["writing 1", "checking 1", "repairing 2", "checking 2"]);
  });

  it("refuses after 1 + maxRepairs answers, naming what still broke", async () => {
    const model = scripted(["LOUD", "LOUDER", "LOUDEST"]);
    const refused = checkThenRepair({ messages: [], maxRepairs: 1, what: "caption", ask: model.ask, check: notShouting });
    await expect(refused).rejects.toMatchObject({ code: "checks_failed", message: "The AI model's caption kept breaking a rule after 2 attempts, so it was not kept and nothing was charged: Write it without capitals shouting." });
    expect(model.asked).toEqual([1, 2]);
  });

  it("asks again after a malformed answer, saying when it was cut off at the output limit", async () => {
    const messages: ModelMessage[] = [];
    const cutOff = new WriterFailure("ai_bad_output", "not the form", [], { kind: "bad_output", truncated: true });
    const model = scripted([cutOff, "A calm flat"]);
    expect(await checkThenRepair({ messages, maxRepairs: 1, what: "listing", ask: model.ask, check: notShouting })).toEqual({ value: "A calm flat", attempts: 2 });
    expect(String(messages.at(-1)!.content)).toMatch(/cut off at the length limit.*write less/);
  });

  it("ends at once on a provider error: asking again would not help the host now", async () => {
    const model = scripted([new WriterFailure("ai_refused", "refused", [], { kind: "schema_refused" }), "never asked"]);
    await expect(checkThenRepair({ messages: [], maxRepairs: 2, what: "listing", ask: model.ask, check: notShouting })).rejects.toMatchObject({ code: "ai_refused" });
    expect(model.asked).toEqual([1]);
  });
});
