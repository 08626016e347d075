import { createAdminRoleCommand } from "./commands/admin-role";
import { CREDITS_GRANT_USAGE, runCreditsGrant } from "./commands/credits-grant";
import { DB_DUMP_USAGE, runDbDump } from "./commands/db-dump";
import { runDbMigrate } from "./commands/db-migrate";
import { GENERATE_USAGE, runGenerate } from "./commands/generate";
import { DB_RESTORE_USAGE, runDbRestore } from "./commands/db-restore";
import { runParse } from "./commands/parse";
import { GRADE_USAGE, runGrade } from "./commands/grade";
import { MARKET_IMPORT_USAGE, runMarketImport } from "./commands/market-import";
import { MARKET_LIST_USAGE, runMarketList } from "./commands/market-list";
import { keepWasmOnBaselineCompiler } from "../server/wasm-baseline-only";

/** `npm run cli -- <command>`: each command is a file in cli/commands/. */
const COMMANDS: Record<string, { usage: string; run: (args: string[]) => Promise<number> }> = {
  "db migrate": { usage: "db migrate                apply the SQL migrations to DATABASE_URL or the embedded database", run: runDbMigrate },
  "db dump": { usage: DB_DUMP_USAGE, run: runDbDump },
  "db restore": { usage: DB_RESTORE_USAGE, run: runDbRestore },
  "admin grant": { usage: "admin grant <email>       make the account with this e-mail an admin", run: createAdminRoleCommand("admin") },
  "admin revoke": { usage: "admin revoke <email>      make an admin an ordinary user again", run: createAdminRoleCommand("user") },
  "credits grant": { usage: CREDITS_GRANT_USAGE, run: runCreditsGrant },
  parse: { usage: "parse <file>              print the listing in a saved page (HTML) or a provider export (JSON)", run: runParse },
  grade: { usage: GRADE_USAGE, run: runGrade },
  generate: { usage: GENERATE_USAGE, run: (args) => runGenerate(args) },
  "market import": { usage: MARKET_IMPORT_USAGE, run: runMarketImport },
  "market list": { usage: MARKET_LIST_USAGE, run: runMarketList },
};

function printUsage(stream: NodeJS.WriteStream): void {
  stream.write(`Usage: npm run cli -- <command>\n\nCommands:\n${Object.values(COMMANDS).map((c) => `  ${c.usage}`).join("\n")}\n`);
}

async function main(argv: string[]): Promise<number> {
  const two = argv.slice(0, 2).join(" ");
  const one = argv[0] ?? "";
  const name = COMMANDS[two] ? two : COMMANDS[one] ? one : undefined;
  if (!name || argv.includes("--help")) {
    printUsage(name ? process.stdout : process.stderr);
    return name ? 0 : 2;
  }
  return COMMANDS[name]!.run(argv.slice(name.split(" ").length));
}

/**
 * process.exit drops what a pipe has not taken yet (a large `parse` or `grade` result was cut at 128 KB in
 * `| jq`): exit only once both streams have written everything before this empty write.
 */
function exitWhenWritten(code: number): void {
  process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
}

// Before any command opens the embedded database: the same memory spike as the server's start (decision 047).
keepWasmOnBaselineCompiler();
main(process.argv.slice(2)).then(exitWhenWritten, (error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  exitWhenWritten(1);
});
