import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseEnv } from "../server/env";
import { type EvalHome, readFactsFile, readFixtureSample } from "./eval-writer/read-homes";
import { formatEval } from "./eval-writer/format-eval";
import { runEval, type TokenCount } from "./eval-writer/run-eval";
import { summarizeEval } from "./eval-writer/summarize-eval";
import { createLogger } from "../server/logger";
import { createListingWriter, createModelCallLimit, estimateCostMicroUsd, readAiSettings, type RecordTokenUsage } from "./eval-writer/writer-seam";

/*
 * `npm run eval:writer [-- --facts homes.json] [--limit N] [--out file.json]`: the configured writer (the offline
 * writer, or AI_PROVIDER/AI_MODEL/AI_BASE_URL/AI_API_KEY as the server reads them) over a set of homes, one at a
 * time, printing a table and writing every figure and every home's result as JSON. An operator runs it to judge a
 * model before switching to it. Progress goes to standard error, the table to standard output.
 */
const { values } = parseArgs({ options: { facts: { type: "string" }, limit: { type: "string" }, out: { type: "string" } } });

const env = parseEnv({ ...process.env, LOG_LEVEL: "silent" });
const ai = readAiSettings(env);
const tokens = new Map<string, TokenCount>();
// Token usage is counted here rather than written to a database: the eval stores nothing.
const recordUsage: RecordTokenUsage = async (entry) => {
  if (entry.reference === undefined) return;
  const count = tokens.get(entry.reference) ?? { input: 0, output: 0 };
  count.input += entry.usage?.inputTokens ?? 0;
  count.output += entry.usage?.outputTokens ?? 0;
  tokens.set(entry.reference, count);
};
// One listing at a time, so AI_CONCURRENCY does not matter here; model errors are logged to standard error.
const writer = createListingWriter(ai, { env, limit: createModelCallLimit(1), recordUsage, logger: createLogger({ ...env, LOG_LEVEL: "warn" }, process.stderr) });

let homes: EvalHome[] = values.facts ? readFactsFile(values.facts) : readFixtureSample();
if (values.limit) homes = homes.slice(0, Math.max(1, Number(values.limit)));
const label = writer.label;

process.stderr.write(`eval:writer: ${label}, ${homes.length} homes\n`);
const results = await runEval(writer, homes, tokens, (result, index) => {
  const outcome = result.ok ? `kept, ${result.repairs} repairs` : `refused (${result.failure?.code})`;
  process.stderr.write(`  ${index + 1}/${homes.length} ${result.id} ${result.marketplace}: ${outcome}, ${Math.round(result.latencyMs)} ms\n`);
});
const summary = summarizeEval(results, (input, output) => estimateCostMicroUsd(env, ai?.modelId ?? "", input, output));

const out = values.out ?? path.join("bench", "results", `eval-writer-${label.replace(/[^a-z0-9.-]+/giu, "-")}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), writer: label, node: process.version, summary, results }, null, 2)}\n`);
process.stdout.write(`${formatEval(label, summary)}\n`);
process.stderr.write(`eval:writer: written ${out}\n`);
