import { describe, expect, it } from "vitest";
import { enableCompileCache } from "./compile-cache";

describe("Node's compile cache at start", () => {
  it("is turned on, in Node's default folder, where Node has it (22.1+)", () => {
    const calls: unknown[][] = [];
    enableCompileCache({ enableCompileCache: (...args: unknown[]) => (calls.push(args), { status: 1 }) });
    expect(calls).toEqual([[]]);
  });

  it("does nothing on a Node without it (20)", () => {
    expect(() => enableCompileCache({})).not.toThrow();
  });
});
