// Writes contracts/api-paths.generated.ts, the types of the /api/v1 OpenAPI document the web app's client is typed by.
// Run it after changing a route or a contract: `npm run generate:api-types`.
import fs from "node:fs";
import { API_TYPES_FILE, renderApiTypes } from "../server/routes/openapi/render-api-types";

fs.writeFileSync(API_TYPES_FILE, await renderApiTypes());
process.stdout.write(`Wrote ${API_TYPES_FILE}.\n`);
