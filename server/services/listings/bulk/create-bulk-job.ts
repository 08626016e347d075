import { randomUUID } from "node:crypto";
import type { MarketplaceId } from "../../../../core/marketplaces/marketplace-rules";
import type { PropertyFacts } from "../../../../core/writer/property-facts";
import type { Database } from "../../../db/client";
import { homes } from "../../../db/schema/homes";
import { bulkJobRows, bulkJobs } from "../../../db/schema/listings";
import type { AppMetrics } from "../../../metrics/app-metrics";
import { chargeCredits } from "../../billing/charge-credits";
import { nameBulkHomes } from "../../homes/name-bulk-homes";
import { bulkRowReference } from "./bulk-references";

/**
 * Stores the job and its rows and reserves one listing credit per row, all in ONE transaction: with too few credits
 * for every row, nothing is stored and the spec's 402 text is answered. Failed rows are refunded one by one. With
 * `createHomes`, each row is kept as one of the user's homes in the same transaction.
 */
export async function createBulkJob(
  db: Database,
  input: { userId: string; fileName: string; marketplace: MarketplaceId; facts: PropertyFacts[]; createHomes?: boolean },
  metrics?: AppMetrics,
): Promise<string> {
  const jobId = randomUUID();
  await db.transaction(async (tx) => {
    const createHomes = input.createHomes ?? false;
    await tx.insert(bulkJobs).values({ id: jobId, userId: input.userId, fileName: input.fileName, marketplace: input.marketplace, totalRows: input.facts.length, createHomes });
    const names = createHomes ? nameBulkHomes(input.facts) : [];
    const rows = input.facts.map((facts, index) => ({
      id: randomUUID(),
      jobId,
      userId: input.userId,
      rowNumber: index + 1,
      facts: { ...facts, marketplace: facts.marketplace ?? input.marketplace },
      homeId: createHomes ? randomUUID() : null,
    }));
    if (createHomes) {
      await tx.insert(homes).values(rows.map((row, index) => ({ id: row.homeId!, userId: input.userId, name: names[index]!, facts: row.facts })));
    }
    await tx.insert(bulkJobRows).values(rows);
    for (const row of rows) {
      await chargeCredits(tx, { userId: input.userId, kind: "listing", reference: bulkRowReference(row.id), description: `Bulk listing ${row.rowNumber} of ${rows.length} (${input.fileName})`.slice(0, 200) }, { metrics });
    }
  });
  return jobId;
}
