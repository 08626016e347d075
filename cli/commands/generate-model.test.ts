import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenAiStandIn, startOpenAiStandIn } from "../../test/support/openai-stand-in";
import { LISBON_FACTS, LISBON_MODEL_ANSWER } from "../../test/support/listing-requests";
import { parseEnv } from "../../server/env";
import type { CommandIo } from "./grade";
import { runGenerate } from "./generate";

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(async () => {
  await standIn.close();
});

describe("cli generate with a model", () => {
  // A new embedded database each run: its initdb takes seconds, more on a busy machine.
  it("sends an array's listings through AI_CONCURRENCY, one at a time, each timed from when it is sent", { timeout: 180_000 }, async () => {
    const env = parseEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PLACES_PROVIDER: "none",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-cli-")),
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "stand-in-model",
      AI_BASE_URL: standIn.baseUrl,
      AI_CONCURRENCY: "1",
      AI_MAX_REPAIRS: "0",
      AI_TIMEOUT_MS: "1500",
    });
    // The first listing's call hangs until its own timeout; the second is sent only after it, and has its full time.
    standIn.script({ kind: "hang" }, { kind: "content", content: LISBON_MODEL_ANSWER });
    const out: string[] = [];
    const io: CommandIo = { readInput: async () => Buffer.from(JSON.stringify([LISBON_FACTS, LISBON_FACTS])), write: async (text) => void out.push(text), writeError: () => {} };
    const before = standIn.calls.length;
    const running = runGenerate(["-"], io, env);
    while (standIn.calls.length === before) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(standIn.calls.length - before).toBe(1);
    expect(await running).toBe(0);
    expect(standIn.calls.length - before).toBe(2);
    const [timedOut, written] = JSON.parse(out.join(""));
    expect(timedOut.error).toMatch(/took too long/);
    expect(written.titles).toEqual(LISBON_MODEL_ANSWER.titles);
  });
});
