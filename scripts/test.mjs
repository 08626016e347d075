// `npm test`: typecheck, lint, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the writer
// against a real llama.cpp server (test/real-model/), build,
// the production start of the built server (test/production: the Dockerfile's steps, on PostgreSQL when
// TEST_DATABASE_URL is set), then Playwright in Debian's Chromium against the built server.
// Ends with one line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const results = { passed: 0, failed: 0 };
/** What failed, by name, repeated at the end: CI shows only the tail of a long run. */
const failures = [];
const flaky = [];
const reportDir = "test-results";
fs.mkdirSync(reportDir, { recursive: true });

function run(label, command, args, env = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  process.stdout.write(`◀ ${label}: ${result.status === 0 ? "ok" : `failed (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return result.status === 0;
}

/** A check that is not a test runner (typecheck, lint, build) counts as one test. */
function check(label, command, args) {
  const ok = run(label, command, args);
  results[ok ? "passed" : "failed"] += 1;
  if (!ok) failures.push(label);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

check("typecheck", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npm", ["run", "--silent", "lint"]);

/** A Vitest run whose tests are counted one by one; a run that fails without a failed test counts as one failure. */
function vitestStage(label, name, args, env = {}) {
  const report = `${reportDir}/${name}.json`;
  fs.rmSync(report, { force: true });
  const ok = run(label, "npx", ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], env);
  const json = readJson(report);
  if (json) {
    results.passed += json.numPassedTests;
    results.failed += json.numFailedTests;
    failures.push(...failedVitestTests(label, json));
  }
  if (!ok && (!json || json.numFailedTests === 0)) {
    results.failed += 1;
    failures.push(`${label}: the run failed outside any test`);
  }
}

function failedVitestTests(label, json) {
  const names = [];
  for (const file of json.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) names.push(`${label}: ${file.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}`);
    if (file.status === "failed" && failed.length === 0) names.push(`${label}: ${file.name.replace(`${process.cwd()}/`, "")} (${(file.message ?? "failed").split("\n")[0]})`);
  }
  return names;
}

/** Playwright's JSON report nests suites; a test is "unexpected" when it failed every try. */
function playwrightTestsWithStatus(status, suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  const names = [];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === status) names.push(`end-to-end tests: ${[...path, spec.title].join(" › ")}`);
    }
  }
  for (const child of suite.suites ?? []) names.push(...playwrightTestsWithStatus(status, child, path));
  return names;
}

vitestStage("unit and API tests", "vitest", []);

// The writer against a real llama.cpp server (test/real-model/): the binary is built once per machine and cached
// outside the repository (scripts/llama-server/ensure.mjs), then the tests write their own tiny models.
process.stdout.write("\n▶ llama-server binary\n");
const ensureStarted = Date.now();
const ensured = spawnSync("node", ["scripts/llama-server/ensure.mjs"], { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
const llamaServerBin = ensured.status === 0 ? ensured.stdout.trim() : "";
if (llamaServerBin && !fs.existsSync(llamaServerBin)) throw new Error(`scripts/llama-server/ensure.mjs printed "${llamaServerBin.slice(0, 200)}", not a binary's path`);
process.stdout.write(`◀ llama-server binary: ${llamaServerBin ? `ok (${llamaServerBin})` : `failed (exit ${ensured.status})`} in ${((Date.now() - ensureStarted) / 1000).toFixed(1)} s\n`);
if (llamaServerBin) {
  vitestStage("real model server", "real-model", ["--project", "real-model"], { TEST_REAL_MODEL: "1", LLAMA_SERVER_BIN: llamaServerBin });
} else {
  results.failed += 1;
  failures.push("llama-server binary: not built (see its messages above)");
}

if (check("build", "npm", ["run", "--silent", "build"])) {
  // The built server started as the Dockerfile starts it (NODE_ENV=production): it needs the build, hence its own stage.
  vitestStage("production start", "production-start", ["--project", "production-start"], { TEST_PRODUCTION_START: "1" });
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
    process.stdout.write("Chromium is missing: install it with `apt-get install -y chromium` (.ci/run does).\n");
    results.failed += 1;
    failures.push("end-to-end tests: Chromium is missing");
  } else {
    const playwrightReport = `${reportDir}/playwright.json`;
    fs.rmSync(playwrightReport, { force: true });
    const e2eOk = run("end-to-end tests", "npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
    const e2e = readJson(playwrightReport);
    if (e2e?.stats) {
      results.passed += e2e.stats.expected + e2e.stats.flaky;
      results.failed += e2e.stats.unexpected;
      for (const suite of e2e.suites ?? []) {
        failures.push(...playwrightTestsWithStatus("unexpected", suite));
        flaky.push(...playwrightTestsWithStatus("flaky", suite));
      }
    }
    if (!e2eOk && (!e2e?.stats || e2e.stats.unexpected === 0)) {
      results.failed += 1;
      failures.push("end-to-end tests: the run failed outside any test");
    }
  }
}

if (flaky.length > 0) process.stdout.write(`\nFlaky (failed, then passed on a retry):\n${flaky.map((name) => `  ~ ${name}`).join("\n")}\n`);
if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join("\n")}\n`);
process.stdout.write(`\n${results.passed} passed, ${results.failed} failed\n`);
process.exit(results.failed === 0 ? 0 : 1);
