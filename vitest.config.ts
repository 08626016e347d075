import { defineConfig } from "vitest/config";

const shared = {
  setupFiles: ["./test/setup.ts"],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

// Unit tests sit beside the code. Server tests run against a real database: PGlite always, and PostgreSQL too
// when TEST_DATABASE_URL is set (as .ci/run does). e2e/ belongs to Playwright.
const databaseProjects = [{ name: "server-pglite", driver: "pglite" }];
if (process.env.TEST_DATABASE_URL) databaseProjects.push({ name: "server-postgres", driver: "postgres" });

// The built server as production runs it (test/production/): only after `npm run build`, so scripts/test.mjs runs
// it as a stage of its own, with TEST_PRODUCTION_START=1, and the main run leaves it out.
const productionProjects = process.env.TEST_PRODUCTION_START
  ? [{ test: { ...shared, name: "production-start", include: ["test/production/**/*.test.ts"], testTimeout: 120_000, hookTimeout: 240_000 } }]
  : [];

// A real llama.cpp server (test/real-model/): it needs the llama-server binary that scripts/llama-server/ensure.mjs
// builds once per machine, so scripts/test.mjs runs it as a stage of its own, with TEST_REAL_MODEL=1, after ensuring
// the binary; the main run leaves it out. One worker: the server's two threads are the machine's two cores.
const realModelProjects = process.env.TEST_REAL_MODEL
  ? [
      {
        test: {
          ...shared,
          name: "real-model",
          include: ["test/real-model/**/*.test.ts"],
          globalSetup: ["./test/support/global-setup.ts"],
          env: { TEST_DB_DRIVER: "pglite" },
          maxWorkers: 1,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: "unit", include: ["{core,contracts,app}/**/*.test.{ts,tsx}", "test/support/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"] } },
      ...databaseProjects.map(({ name, driver }) => ({
        test: {
          ...shared,
          name,
          include: ["{server,cli}/**/*.test.ts"],
          globalSetup: ["./test/support/global-setup.ts"],
          env: { TEST_DB_DRIVER: driver },
        },
      })),
      ...productionProjects,
      ...realModelProjects,
    ],
  },
});
