import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
// The built server's data folder for this run (its outbox holds the e-mails tests open). Another port, another folder,
// so that two runs on one machine do not share or delete each other's data. Tests read it from the environment.
process.env.E2E_DATA_DIR ??= PORT === 4173 ? "data/e2e" : `data/e2e-${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR;
const STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT ?? PORT + 7);
export const E2E_STAND_IN_ORIGIN = `http://127.0.0.1:${STAND_IN_PORT}`;
/** Made an admin at sign-up by the e2e server (ADMIN_EMAILS), for the admin pages' tests. */
export const E2E_ADMIN_EMAIL = "admin-e2e@example.com";
/** The grader's e2e admin: an account of its own, so its sign-up never races the admin pages' tests for one address. */
export const E2E_GRADER_ADMIN_EMAIL = "grader-admin-e2e@example.com";
/** The developer pages' admin (token usage), for the same reason. */
export const E2E_DEVELOPER_ADMIN_EMAIL = "developer-admin-e2e@example.com";
/** The accessibility checks' admin, for the admin-only pages: its own account too. */
export const E2E_A11Y_ADMIN_EMAIL = "a11y-admin-e2e@example.com";
/** The hostile-text checks' admin (captions, the site overview), whose sets and names no other test reads. */
export const E2E_XSS_ADMIN_EMAIL = "xss-admin-e2e@example.com";

const ANTWERP_LISTINGS = "fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz";

// Debian's Chromium (apt-get install chromium): Playwright's own browser download cannot work on these machines.
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "./e2e",
  outputDir: `./test-results/e2e-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  // 60 s, not Playwright's 30: CI runs on the session's own 2-core machine, and these differ a lot in speed (the bare
  // http server: 64,000 req/s on one, 19,000 on another; a loop of 3·10⁸ additions: 1.6 s in stop 34, 2.7 s in stop 35),
  // with the built server, two browsers and the market stand-in sharing the cores. Tests with the default budget took
  // 24-28 s of 30 on stop 34's machine.
  timeout: 60_000,
  // 15 s: on a loaded 2-core CI machine a page that draws from lazily loaded code (the app's 60+ files, then recharts)
  // was seen to take over 7 s; a passing assertion returns as soon as it holds, so only a failure waits this long.
  expect: { timeout: 15_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      // A stand-in for Airbnb's listing pages (fixtures/airbnb-html), so the scraper is tested without the internet.
      command: "npx tsx e2e/support/start-marketplace-stand-in.ts",
      url: `${E2E_STAND_IN_ORIGIN}/__health`,
      reuseExistingServer: false,
      // 60 s, not Playwright's 30: CI runs on the session's own 2-core machine, and these differ a lot in speed (the bare
  // http server: 64,000 req/s on one, 19,000 on another; a loop of 3·10⁸ additions: 1.6 s in stop 34, 2.7 s in stop 35),
  // with the built server, two browsers and the market stand-in sharing the cores. Tests with the default budget took
  // 24-28 s of 30 on stop 34's machine.
  timeout: 60_000,
      env: { E2E_STAND_IN_PORT: String(STAND_IN_PORT) },
    },
    {
      // The built server on a fresh embedded database, exactly as `npm start` runs it, after an operator has loaded one
      // Inside Airbnb city from the command line (e2e/market-insight.spec.ts reads it).
      command: `rm -rf ${DATA_DIR} && npx tsx cli/index.ts market import ${ANTWERP_LISTINGS} && node build/node/server.js`,
      url: `${E2E_BASE_URL}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        DATA_DIR,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        MARKETPLACE_ORIGIN: E2E_STAND_IN_ORIGIN,
        ADMIN_EMAILS: `${E2E_ADMIN_EMAIL},${E2E_GRADER_ADMIN_EMAIL},${E2E_DEVELOPER_ADMIN_EMAIL},${E2E_A11Y_ADMIN_EMAIL},${E2E_XSS_ADMIN_EMAIL}`,
        // Every e2e browser shares 127.0.0.1: the per-address grader limit (10 an hour) is raised so only the per-browser one bites.
        GRADER_IP_LIMIT: "1000",
        // Several specs send the Support form, every one from 127.0.0.1.
        CONTACT_IP_LIMIT: "1000",
        // Every browser of the run signs up and signs in from 127.0.0.1: the per-address auth limits are raised for it.
        AUTH_RATE_LIMIT_SCALE: "100",
        // The e2e server runs with NODE_ENV=production, where demo payments must be asked for explicitly.
        PAYMENTS: "demo",
      },
    },
  ],
});
