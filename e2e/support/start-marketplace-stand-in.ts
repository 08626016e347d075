import { startMarketplaceStandIn } from "../../test/support/marketplace-stand-in";

// Playwright's second web server: the marketplace stand-in that the e2e server reaches through MARKETPLACE_ORIGIN.
const port = Number(process.env.E2E_STAND_IN_PORT ?? 4180);
const standIn = await startMarketplaceStandIn({ port });
process.stdout.write(`marketplace stand-in on ${standIn.origin}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
