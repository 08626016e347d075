import { defineConfig } from "vitest/config";

// Unit tests sit beside the code (core/, server/, cli/); e2e/ belongs to Playwright.
export default defineConfig({
  test: {
    include: ["{core,contracts,server,cli,app}/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
