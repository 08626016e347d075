import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISBON_FACTS } from "../../../test/support/lisbon-facts";
import { credits, hostWithCredits } from "../../../test/support/listing-requests";
import { useTestApp } from "../../../test/support/test-app";
import { creditTransactions } from "../../db/schema/billing";
import { bulkJobRows, listings } from "../../db/schema/listings";
import { createLogger } from "../../logger";
import { createPlacesProvider } from "../../providers/places/create-places-provider";
import { createOfflineListingWriter } from "../../writers/listing/offline-listing-writer";
import { bulkRowCharge } from "./bulk/bulk-row-charge";
import { createBulkJob } from "./bulk/create-bulk-job";
import { claimBulkRow } from "./bulk/work-bulk-rows";
import { failListing } from "./finish-listing";
import { generateListing, type ListingServiceDeps } from "./generate-listing";
import { perListingCharge } from "./listing-charge";
import { startListing } from "./start-listing";
import { registerInstance } from "../instances/server-instances";
import { sweepStuckListings } from "./sweep-stuck-listings";

const t = useTestApp();

function deps(): ListingServiceDeps {
  const logger = createLogger(t.env);
  return { db: t.database.db, logger, writer: createOfflineListingWriter(), places: createPlacesProvider(t.env, logger) };
}

/** The user's usages and refunds (the credits the test host was given are left out). */
async function ledger(userId: string) {
  const rows = await t.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, userId));
  return rows.filter((row) => row.transactionType === "usage" || row.transactionType === "refund");
}

const base = { facts: LISBON_FACTS, marketplace: "airbnb" as const, language: "en" as const };

describe("the credit charge given to generateListing", () => {
  it("per listing: one credit with the record, refunded under the listing's reference when it fails", async () => {
    const host = await hostWithCredits(t, 1);
    const row = await startListing(t.database.db, { ...base, userId: host.id, origin: "web", charge: perListingCharge });
    expect(await credits(t, host.cookie)).toBe(0);
    expect(row.bulkJobId).toBeNull();
    expect(await failListing(t.database.db, row.id, "failed", perListingCharge.refundReference(row.id))).toBe(true);
    expect(await credits(t, host.cookie)).toBe(1);
    expect((await ledger(host.id)).filter((entry) => entry.reference === `listing:${row.id}`).map((entry) => entry.transactionType).sort()).toEqual(["refund", "usage"]);
  });

  it("a reserved bulk row: charges nothing more, writes the listing id on the row with the record, and leaves the refund to the row", async () => {
    const host = await hostWithCredits(t, 1);
    const jobId = await createBulkJob(t.database.db, { userId: host.id, fileName: "one.csv", marketplace: "airbnb", facts: [LISBON_FACTS] });
    expect(await credits(t, host.cookie)).toBe(0);
    const claimed = (await claimBulkRow(t.database.db, "charge-test-worker"))!;
    expect(claimed.jobId).toBe(jobId);
    const charge = bulkRowCharge(claimed);
    const row = await startListing(t.database.db, { ...base, userId: host.id, origin: "bulk", charge });
    expect(row.bulkJobId).toBe(jobId);
    const [bulkRow] = await t.database.db.select().from(bulkJobRows).where(eq(bulkJobRows.id, claimed.id));
    expect(bulkRow!.listingId).toBe(row.id);
    expect(charge.refundReference(row.id)).toBeNull();
    await failListing(t.database.db, row.id, "failed", charge.refundReference(row.id));
    // Still 0: the reserved credit belongs to the row, which refunds it (or writes it again).
    expect(await credits(t, host.cookie)).toBe(0);
    expect(await ledger(host.id)).toHaveLength(1);
  });

  it("a bulk row taken over by another worker is not pointed at the listing of the worker that lost it", async () => {
    const host = await hostWithCredits(t, 1);
    await createBulkJob(t.database.db, { userId: host.id, fileName: "two.csv", marketplace: "airbnb", facts: [LISBON_FACTS] });
    const claimed = (await claimBulkRow(t.database.db, "slow-worker"))!;
    await t.database.db.update(bulkJobRows).set({ claimedBy: "other-worker" }).where(eq(bulkJobRows.id, claimed.id));
    const row = await startListing(t.database.db, { ...base, userId: host.id, origin: "bulk", charge: bulkRowCharge(claimed) });
    const [bulkRow] = await t.database.db.select().from(bulkJobRows).where(eq(bulkJobRows.id, claimed.id));
    expect(bulkRow!.listingId).not.toBe(row.id);
  });

  it("generateListing with a bulk row's charge writes the listing, records it on the row, and takes no credit", async () => {
    const host = await hostWithCredits(t, 1);
    await createBulkJob(t.database.db, { userId: host.id, fileName: "three.csv", marketplace: "airbnb", facts: [LISBON_FACTS] });
    const claimed = (await claimBulkRow(t.database.db, "charge-test-worker"))!;
    const events: string[] = [];
    const listing = await generateListing(deps(), { userId: host.id, request: { facts: LISBON_FACTS }, origin: "bulk", charge: bulkRowCharge(claimed) }, (event) => events.push(event.type));
    expect(listing.status).toBe("ready");
    expect(events[0]).toBe("started");
    const [bulkRow] = await t.database.db.select().from(bulkJobRows).where(and(eq(bulkJobRows.id, claimed.id), eq(bulkJobRows.listingId, listing.id)));
    expect(bulkRow).toBeDefined();
    const [saved] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(saved!.origin).toBe("bulk");
    expect(await ledger(host.id)).toHaveLength(1);
  });

  it("sends a failure before the start (no credit) as an error event with no listing id, and records nothing", async () => {
    const host = await hostWithCredits(t, 0);
    const events: Array<{ type: string; listingId?: string | null }> = [];
    await expect(generateListing(deps(), { userId: host.id, request: { facts: LISBON_FACTS }, origin: "web", charge: perListingCharge }, (event) => events.push(event))).rejects.toMatchObject({ code: "insufficient_credits" });
    expect(events).toEqual([expect.objectContaining({ type: "error", listingId: null })]);
    expect(await t.database.db.select().from(listings).where(eq(listings.userId, host.id))).toEqual([]);
  });
});

describe("the sweep and listings waiting for a model call", () => {
  it("never fails a live instance's listing for its age (it may be queued behind AI_CONCURRENCY); an unclaimed or orphaned old one it does", async () => {
    const host = await hostWithCredits(t, 3);
    const alive = await registerInstance(t.database.db);
    const start = (claimedBy?: string) => startListing(t.database.db, { ...base, userId: host.id, origin: "web", charge: perListingCharge, claimedBy });
    const [queued, ofCli, orphaned] = [await start(alive), await start(), await start("instance-that-lost-its-row")];
    await t.database.db.update(listings).set({ updatedAt: sql`now() - interval '1 hour'` }).where(eq(listings.userId, host.id));
    expect(await sweepStuckListings(t.database.db, createLogger(t.env), { olderThanMs: 60_000, instanceTimeoutMs: 30_000 })).toBe(2);
    const status = async (id: string) => (await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.status;
    expect([await status(queued.id), await status(ofCli.id), await status(orphaned.id)]).toEqual(["generating", "failed", "failed"]);
  });
});
