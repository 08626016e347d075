// Lists every route of the app with the access it declares, as the authorization matrix (docs/authorization-matrix.md).
// `npm run routes` prints it; `--write` writes the file; `--check` fails when the file is out of date. Either way it
// exits 1 when a route declares no access.
import fs from "node:fs";
import { createApp } from "../server/app";
import type { AppDeps } from "../server/context";
import { parseEnv } from "../server/env";
import { listRouteAccess, renderAccessMatrix } from "../server/routes/list-route-access";

const MATRIX_FILE = "docs/authorization-matrix.md";

// Building the app registers its routes and nothing else: no database, provider or request is needed to read them.
const app = createApp({ env: parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }) } as AppDeps);
const routes = listRouteAccess(app);
const matrix = renderAccessMatrix(routes);
const undeclared = routes.filter((route) => route.access === null).map((route) => route.route);

if (process.argv.includes("--write")) fs.writeFileSync(MATRIX_FILE, matrix);
else if (process.argv.includes("--check")) {
  if (fs.readFileSync(MATRIX_FILE, "utf8") !== matrix) {
    process.stderr.write(`${MATRIX_FILE} is out of date: run \`npm run routes -- --write\`.\n`);
    process.exitCode = 1;
  }
} else process.stdout.write(matrix);

if (undeclared.length > 0) {
  process.stderr.write(`Routes that declare no access (use defineRoute, or declareAccess for a plain route):\n${undeclared.map((r) => `  ${r}\n`).join("")}`);
  process.exitCode = 1;
}
