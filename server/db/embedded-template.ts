import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

/**
 * A new embedded database starts from a template made at build time (`npm run build`): PGlite's data folder with every
 * migration applied, dumped with dumpDataDir. Loading it takes about a second and under 400 MB, where PGlite's own
 * initdb takes five or more seconds and about 900 MB (docs/benchmarks.md): enough to stop a first start on a 1 GB
 * server. Without a build (tsx in development) or when the migrations have changed since the build, it is not used and
 * PGlite makes the folder itself, as before. An existing folder is never touched.
 */
export const TEMPLATE_FILE = "embedded-database.tar.gz";
const STAMP_FILE = "embedded-database.json";

interface TemplateStamp {
  /** The tags of the migrations applied in the template, in order (drizzle/meta/_journal.json). */
  migrations: string[];
}

function migrationTags(migrationsFolder: string): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/** The build folder (build/ at the project root) whether this runs from build/node/ (bundled) or server/db/ (tsx). */
export function findBuildFolder(start = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (path.basename(dir) === "build" && fs.existsSync(path.join(dir, TEMPLATE_FILE))) return dir;
    if (fs.existsSync(path.join(dir, "build", TEMPLATE_FILE))) return path.join(dir, "build");
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The template when there is one made for exactly these migrations; undefined otherwise. */
export function readEmbeddedTemplate(buildFolder: string | undefined, migrationsFolder: string): Blob | undefined {
  if (!buildFolder) return undefined;
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(buildFolder, STAMP_FILE), "utf8")) as TemplateStamp;
    if (JSON.stringify(stamp.migrations) !== JSON.stringify(migrationTags(migrationsFolder))) return undefined;
    return new Blob([new Uint8Array(fs.readFileSync(path.join(buildFolder, TEMPLATE_FILE)))]);
  } catch {
    return undefined;
  }
}

/** True when PGlite has not yet made a database in this folder (it writes PG_VERSION first). */
export function isNewDataDir(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, "PG_VERSION"));
}

/** Makes the template into `buildFolder`: an in-memory database, migrated, dumped. Run by scripts/make-embedded-template.ts. */
export async function makeEmbeddedTemplate(buildFolder: string, migrationsFolder: string): Promise<{ bytes: number; migrations: number }> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir("gzip");
    fs.mkdirSync(buildFolder, { recursive: true });
    const bytes = new Uint8Array(await dump.arrayBuffer());
    fs.writeFileSync(path.join(buildFolder, TEMPLATE_FILE), bytes);
    const stamp: TemplateStamp = { migrations: migrationTags(migrationsFolder) };
    fs.writeFileSync(path.join(buildFolder, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
    return { bytes: bytes.length, migrations: stamp.migrations.length };
  } finally {
    await client.close();
  }
}
