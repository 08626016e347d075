import { asc } from "drizzle-orm";
import { openCliDatabase } from "../open-cli-database";
import { markets } from "../../server/db/schema/markets";

export const MARKET_LIST_USAGE = "market list               print the imported markets (city, data date, licence, counts) as JSON";

/** `npm run cli -- market list`: every imported market as a JSON array on standard output. */
export async function runMarketList(args: string[]): Promise<number> {
  if (args.length > 0) {
    process.stderr.write(`Usage: npm run cli -- ${MARKET_LIST_USAGE}\n`);
    return 2;
  }
  const database = await openCliDatabase("market list");
  try {
    const rows = await database.db.select().from(markets).orderBy(asc(markets.id));
    process.stdout.write(`${JSON.stringify(rows.map((row) => ({ ...row, importedAt: row.importedAt.toISOString() })), null, 2)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}
