import { createAdminRoleCommand } from "./commands/admin-role";
import { runDbMigrate } from "./commands/db-migrate";

/** `npm run cli -- <command>`: each command is a file in cli/commands/. */
const COMMANDS: Record<string, { usage: string; run: (args: string[]) => Promise<number> }> = {
  "db migrate": { usage: "db migrate                apply the SQL migrations to DATABASE_URL or the embedded database", run: runDbMigrate },
  "admin grant": { usage: "admin grant <email>       make the account with this e-mail an admin", run: createAdminRoleCommand("admin") },
  "admin revoke": { usage: "admin revoke <email>      make an admin an ordinary user again", run: createAdminRoleCommand("user") },
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
