import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env";
import { LISBON_FACTS } from "../../test/support/listing-requests";
import type { CommandIo } from "./grade";
import { runGenerate } from "./generate";

function memoryIo(inputs: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    readInput: async (file) => (file in inputs ? Buffer.from(inputs[file]!) : fs.readFileSync(file)),
    write: async (text) => void out.push(text),
    writeError: (text) => void err.push(text),
  };
  return { io, json: () => JSON.parse(out.join("")), err };
}

const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PLACES_PROVIDER: "none" });

describe("cli generate", () => {
  it("prints a generated listing with its checks and grade for one facts object", async () => {
    const run = memoryIo({ "facts.json": JSON.stringify(LISBON_FACTS) });
    expect(await runGenerate(["facts.json", "--marketplace", "vrbo"], run.io, env)).toBe(0);
    const listing = run.json();
    expect(listing).toMatchObject({ marketplace: "vrbo", language: "en", writer: { kind: "offline" } });
    expect(listing.titles).toHaveLength(3);
    expect(listing.checks.filter((c: { passed: boolean }) => !c.passed)).toEqual([]);
    expect(listing.grade.overallScore).toBeGreaterThan(40);
  });

  it("answers an array with an array in the same order, an error in place of invalid facts", async () => {
    const run = memoryIo({ "-": JSON.stringify([LISBON_FACTS, { ...LISBON_FACTS, accommodates: 0 }]) });
    expect(await runGenerate(["-"], run.io, env)).toBe(0);
    const [ok, bad] = run.json();
    expect(ok.marketplace).toBe("airbnb");
    expect(bad.error).toMatch(/^accommodates:/);
  });

  it("refuses an unknown marketplace with the usage", async () => {
    const run = memoryIo({ "facts.json": "{}" });
    expect(await runGenerate(["facts.json", "--marketplace", "craigslist"], run.io, env)).toBe(2);
    expect(run.err.join("")).toContain("Usage: npm run cli -- generate");
  });
});
