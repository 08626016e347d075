import { afterEach, vi } from "vitest";

// A stray console.error is a bug that a test did not expect: fail the test that caused it.
const consoleError = vi.spyOn(console, "error");
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
  }
});
