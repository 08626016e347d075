// `npm run build`'s last step: the embedded database's template (server/db/embedded-template.ts) into build/.
import path from "node:path";
import { makeEmbeddedTemplate } from "../server/db/embedded-template";
import { findMigrationsFolder } from "../server/db/migrate";

const started = Date.now();
const made = await makeEmbeddedTemplate(path.resolve("build"), findMigrationsFolder());
process.stdout.write(`embedded database template: ${made.migrations} migrations, ${(made.bytes / 1e6).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
