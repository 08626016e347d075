import { MARKETPLACE_IDS, type MarketplaceId } from "../../core/marketplaces/marketplace-rules";
import { propertyFactsSchema } from "../../core/writer/property-facts";
import { type AiSettings, readAiSettings } from "../../server/writers/ai-settings";
import { createTokenUsageRecorder, type RecordTokenUsage } from "../../server/writers/record-token-usage";
import { type Env, loadEnv } from "../../server/env";
import { createCliLogger } from "../cli-logger";
import { openCliDatabase } from "../open-cli-database";
import { createPlacesProvider } from "../../server/providers/places/create-places-provider";
import { createListingWriter } from "../../server/writers/listing/create-listing-writer";
import { createModelCallLimit } from "../../server/writers/model-call-limit";
import { resolveWriteRequest } from "../../server/services/listings/generate-listing";
import { writeGeneratedListing } from "../../server/services/listings/write-generated-listing";
import { type CommandIo, processIo } from "./grade";

export const GENERATE_USAGE = "generate <facts.json|-> [--marketplace airbnb|vrbo|booking]   write a listing from property facts (one or an array)";

function readMarketplace(args: string[]): MarketplaceId | undefined | null {
  const index = args.indexOf("--marketplace");
  if (index === -1) return undefined;
  const value = args[index + 1];
  return (MARKETPLACE_IDS as readonly string[]).includes(value ?? "") ? (value as MarketplaceId) : null;
}

/** With a model configured, its token usage goes into the database like the server's; the offline writer needs none. */
async function usageRecorder(env: Env, ai: AiSettings | null): Promise<{ record: RecordTokenUsage; close: () => Promise<void> }> {
  if (!ai) return { record: async () => {}, close: async () => {} };
  const database = await openCliDatabase("generate", env);
  return { record: createTokenUsageRecorder({ db: database.db, env, logger: createCliLogger(env), ai }), close: () => database.close() };
}

/**
 * `npm run cli -- generate <facts.json|->`: prints the generated listing (DESIGN.md) as JSON; an array in gives an array
 * out, in the same order. Facts that are not valid, or a listing that could not be written, print {"error": "…"} in
 * their place. Nothing is charged: the command line is the operator's. An array's listings are started together, but
 * their model calls go through the process's limit (AI_CONCURRENCY), in order, each timed from when it is sent.
 */
export async function runGenerate(args: string[], io: CommandIo = processIo, env: Env = loadEnv()): Promise<number> {
  const files = args.filter((arg, i) => (arg === "-" || !arg.startsWith("--")) && args[i - 1] !== "--marketplace");
  const marketplace = readMarketplace(args);
  if (files.length !== 1 || marketplace === null) {
    io.writeError(`Usage: npm run cli -- ${GENERATE_USAGE}\n`);
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse((await io.readInput(files[0]!)).toString("utf8"));
  } catch (error) {
    io.writeError(`Cannot read ${files[0]}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const logger = createCliLogger({ ...env, LOG_LEVEL: env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL });
  const ai = readAiSettings(env);
  const usage = await usageRecorder(env, ai);
  const calls = { env, limit: createModelCallLimit(env.AI_CONCURRENCY), recordUsage: usage.record, logger };
  const deps = { writer: createListingWriter(ai, calls), places: createPlacesProvider(env, logger) };
  let failed = 0;
  const one = async (item: unknown) => {
    const facts = propertyFactsSchema.safeParse(item);
    if (!facts.success) {
      failed++;
      return { error: facts.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ") };
    }
    const request = resolveWriteRequest({ facts: facts.data, marketplace });
    if (!deps.writer.languages.includes(request.language)) {
      failed++;
      return { error: `The ${deps.writer.label} does not write ${request.language}.` };
    }
    try {
      const { output, grade } = await writeGeneratedListing(deps, request);
      return { ...output, grade };
    } catch (error) {
      failed++;
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  try {
    const results = Array.isArray(input) ? await Promise.all(input.map(one)) : await one(input);
    await io.write(`${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await usage.close();
  }
  return failed > 0 && !Array.isArray(input) ? 1 : 0;
}
