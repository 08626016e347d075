import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { keepWasmOnBaselineCompiler, WASM_BASELINE_ONLY_FLAGS } from "./wasm-baseline-only";

// A WebAssembly module of one function, f(n) = n + (n - 1) + … + 1, a loop: called often, V8 optimizes it by default.
const HOT_LOOP_MODULE = [
  [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
  [0x01, 0x06, 0x01, 0x60, 0x01, 0x7f, 0x01, 0x7f], // type: (i32) -> i32
  [0x03, 0x02, 0x01, 0x00], // one function of that type
  [0x07, 0x05, 0x01, 0x01, 0x66, 0x00, 0x00], // exported as "f"
  [0x0a, 0x1b, 0x01, 0x19, 0x01, 0x01, 0x7f], // its body, with one i32 local (the sum)
  [0x03, 0x40, 0x20, 0x01, 0x20, 0x00, 0x6a, 0x21, 0x01], // loop: sum += n
  [0x20, 0x00, 0x41, 0x01, 0x6b, 0x22, 0x00, 0x0d, 0x00, 0x0b], // n -= 1; again while n
  [0x20, 0x01, 0x0b], // answer sum
].flat();

/**
 * Runs the module's function for a second (time for V8's compiling in the background, on a loaded machine too) in a
 * new Node process (this one's), after `setUp` (code in an ES module run with tsx from the project's root), and answers
 * which of V8's compilers compiled it, from V8's own trace.
 */
function compilersOfHotFunction(setUp: string): string[] {
  const program = `${setUp}
const { f } = new WebAssembly.Instance(new WebAssembly.Module(Uint8Array.from(${JSON.stringify(HOT_LOOP_MODULE)}))).exports;
const started = Date.now();
const run = () => { for (let i = 0; i < 20; i++) f(100000); if (Date.now() - started < 1000) setImmediate(run); };
run();`;
  const child = spawnSync(process.execPath, ["--trace-wasm-compilation-times", "--import", "tsx", "--input-type=module", "-e", program], { encoding: "utf8" });
  expect(child.status, child.stderr).toBe(0);
  return [...new Set([...child.stdout.matchAll(/using (\w+)/g)].map((match) => match[1]!))].sort();
}

describe("WebAssembly on V8's baseline compiler (decision 047)", () => {
  it("sets V8's flags that stop the optimizing tier", () => {
    const set: string[] = [];
    keepWasmOnBaselineCompiler((flags) => set.push(flags));
    expect(set).toEqual([WASM_BASELINE_ONLY_FLAGS]);
  });

  it("by default, a hot function is compiled again by TurboFan (the check below can fail)", () => {
    expect(compilersOfHotFunction("")).toEqual(["Liftoff", "TurboFan"]);
  }, 30_000);

  it("once set at start, a hot function stays on Liftoff", () => {
    const setUp = `import { keepWasmOnBaselineCompiler } from "./server/wasm-baseline-only.ts"; keepWasmOnBaselineCompiler();`;
    expect(compilersOfHotFunction(setUp)).toEqual(["Liftoff"]);
  }, 30_000);
});
