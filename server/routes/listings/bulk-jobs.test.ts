import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BULK_CSV_COLUMNS, BULK_CSV_EXAMPLE } from "../../../core/writer/facts-from-csv-row";
import { creditTransactions } from "../../db/schema/billing";
import { bulkJobRows, listings } from "../../db/schema/listings";
import { serverInstances } from "../../db/schema/server-instances";
import { registerInstance } from "../../services/instances/server-instances";
import { createLogger } from "../../logger";
import { claimBulkRow, workBulkRow, workBulkRows } from "../../services/listings/bulk/work-bulk-rows";
import type { ListingServiceDeps } from "../../services/listings/generate-listing";
import { createOfflineListingWriter } from "../../writers/listing/offline-listing-writer";
import { createPlacesProvider } from "../../providers/places/create-places-provider";
import { credits, hostWithCredits } from "../../../test/support/listing-requests";
import { jsonRequest, useTestApp } from "../../../test/support/test-app";
import { readAnswer, readError } from "../../../test/support/read-answer";
import { bulkJobDetailSchema, bulkJobListSchema } from "../../../contracts/bulk";
import { homeDetailSchema, homesPageSchema } from "../../../contracts/homes";
import { apiErrorSchema } from "../../../contracts/errors";

const t = useTestApp({ env: { TRUST_PROXY: "true" } });

const CITIES = ["Lisbon", "Porto", "Faro", "Braga", "Coimbra"];

function csvOf(rows: Array<Record<string, string>>): string {
  const quote = (v: string) => (/[",;\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [BULK_CSV_COLUMNS.join(","), ...rows.map((row) => BULK_CSV_COLUMNS.map((c) => quote(row[c] ?? "")).join(","))].join("\n");
}

const FIVE_ROWS = csvOf(CITIES.map((city) => ({ ...BULK_CSV_EXAMPLE, city, neighborhood: "" })));

function deps(): ListingServiceDeps {
  const logger = createLogger(t.env);
  return { db: t.database.db, logger, writer: createOfflineListingWriter(), places: createPlacesProvider(t.env, logger) };
}

function upload(cookie: string, csv: string, fileName = "homes.csv") {
  return t.app.request("/api/v1/listings/bulk", jsonRequest({ fileName, csv }, { cookie }));
}

describe("bulk listings from a CSV", () => {
  it("reserves a credit per row, writes every row once across two workers, and exports the results", async () => {
    const host = await hostWithCredits(t, 5);
    const response = await upload(host.cookie, FIVE_ROWS);
    expect(response.status).toBe(201);
    const job = await readAnswer(response, bulkJobDetailSchema);
    expect(job).toMatchObject({ totalRows: 5, queued: 5, done: 0, finished: false });
    expect(await credits(t, host.cookie)).toBe(0);

    const [a, b] = await Promise.all([workBulkRows(deps(), "worker-a"), workBulkRows(deps(), "worker-b")]);
    expect(a + b).toBe(5);

    const finished = await readAnswer(await t.app.request(`/api/v1/listings/bulk/${job.id}`, { headers: { cookie: host.cookie } }), bulkJobDetailSchema);
    expect(finished).toMatchObject({ done: 5, failed: 0, finished: true });
    expect(finished.rows.map((r: { city: string }) => r.city)).toEqual(CITIES);
    const written = await t.database.db.select().from(listings).where(eq(listings.bulkJobId, job.id));
    expect(written).toHaveLength(5);
    expect(written.every((listing) => listing.homeId === null)).toBe(true);
    expect((await readAnswer(await t.app.request("/api/v1/homes", { headers: { cookie: host.cookie } }), homesPageSchema)).total).toBe(0);
    expect(await credits(t, host.cookie)).toBe(0);

    const csv = await t.app.request(`/api/v1/listings/bulk/${job.id}/results?format=csv`, { headers: { cookie: host.cookie } });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("row,status,listing_id,city,title,summary,description,house_rules,seo_keywords,score,error");
    expect(lines).toHaveLength(6);
    const json = await (await t.app.request(`/api/v1/listings/bulk/${job.id}/results?format=json`, { headers: { cookie: host.cookie } })).json();
    expect(json.rows.every((r: { listing: { title: string } | null }) => r.listing && r.listing.title.length > 0)).toBe(true);
  });

  it("keeps each row as one of the host's homes when asked, and writes each row's listing for its home", async () => {
    const host = await hostWithCredits(t, 2);
    const csv = csvOf([
      { ...BULK_CSV_EXAMPLE, city: "Lisbon", neighborhood: "Alfama", address: "Rua dos Remédios 12" },
      { ...BULK_CSV_EXAMPLE, city: "Porto", neighborhood: "Ribeira", address: "" },
    ]);
    const response = await t.app.request("/api/v1/listings/bulk", jsonRequest({ fileName: "two.csv", csv, createHomes: true }, { cookie: host.cookie }));
    expect(response.status).toBe(201);
    const job = await readAnswer(response, bulkJobDetailSchema);
    expect(job.createHomes).toBe(true);
    expect(job.rows.every((row: { homeId: string | null }) => row.homeId !== null)).toBe(true);

    const homes = await readAnswer(await t.app.request("/api/v1/homes", { headers: { cookie: host.cookie } }), homesPageSchema);
    expect(homes.items.map((home: { name: string }) => home.name).sort()).toEqual([`${BULK_CSV_EXAMPLE.propertyType} in Ribeira, Porto`, "Rua dos Remédios 12"]);
    expect(homes.items.every((home: { listingCount: number }) => home.listingCount === 0)).toBe(true);

    await workBulkRows(deps(), "worker-homes");
    const finished = await readAnswer(await t.app.request(`/api/v1/listings/bulk/${job.id}`, { headers: { cookie: host.cookie } }), bulkJobDetailSchema);
    expect(finished).toMatchObject({ done: 2, failed: 0 });
    for (const row of finished.rows as Array<{ homeId: string; listingId: string; overallScore: number }>) {
      const home = await readAnswer(await t.app.request(`/api/v1/homes/${row.homeId}`, { headers: { cookie: host.cookie } }), homeDetailSchema);
      expect(home.listings.map((listing: { id: string }) => listing.id)).toEqual([row.listingId]);
      expect(home.scores).toEqual([expect.objectContaining({ kind: "written", overallScore: row.overallScore, listingId: row.listingId })]);
    }
  });

  it("refuses a file with problems, naming each by row and column, and stores and charges nothing", async () => {
    const host = await hostWithCredits(t, 5);
    const bad = csvOf([{ ...BULK_CSV_EXAMPLE }, { ...BULK_CSV_EXAMPLE, city: "", pets: "maybe" }]);
    const response = await upload(host.cookie, bad);
    expect(response.status).toBe(400);
    const body = await readAnswer(response, apiErrorSchema);
    expect(body.error.message).toContain("Row 3: city: required");
    expect(body.error.message).toContain('Row 3: pets: write yes or no, not "maybe"');
    expect(await credits(t, host.cookie)).toBe(5);
  });

  it("refuses an upload larger than the balance with the spec's text, storing nothing", async () => {
    const host = await hostWithCredits(t, 2);
    const response = await upload(host.cookie, FIVE_ROWS);
    expect(response.status).toBe(402);
    expect((await readError(response)).message).toBe("Please purchase more credits to continue.");
    expect(await credits(t, host.cookie)).toBe(2);
    expect((await readAnswer(await t.app.request("/api/v1/listings/bulk", { headers: { cookie: host.cookie } }), bulkJobListSchema)).items).toEqual([]);
  });

  it("takes over a row whose worker died, writes it once and charges once", async () => {
    const host = await hostWithCredits(t, 1);
    const job = await readAnswer(await upload(host.cookie, csvOf([{ ...BULK_CSV_EXAMPLE }])), bulkJobDetailSchema);
    const dead = await claimBulkRow(t.database.db, "worker-that-dies");
    expect(dead?.jobId).toBe(job.id);
    // Nobody else may take it while its lease runs.
    expect(await claimBulkRow(t.database.db, "worker-early")).toBeNull();
    await t.database.db.update(bulkJobRows).set({ claimedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(bulkJobRows.id, dead!.id));
    expect(await workBulkRows(deps(), "worker-after")).toBe(1);
    const finished = await readAnswer(await t.app.request(`/api/v1/listings/bulk/${job.id}`, { headers: { cookie: host.cookie } }), bulkJobDetailSchema);
    expect(finished).toMatchObject({ done: 1, failed: 0 });
    expect(await credits(t, host.cookie)).toBe(0);
  });

  it("takes over at once a row whose server instance stopped beating; the worker that lost it changes nothing", async () => {
    const host = await hostWithCredits(t, 1);
    const job = await readAnswer(await upload(host.cookie, csvOf([{ ...BULK_CSV_EXAMPLE }])), bulkJobDetailSchema);
    const limits = { instanceTimeoutMs: 30_000 };
    const [first, second] = [await registerInstance(t.database.db), await registerInstance(t.database.db)];
    const lost = await claimBulkRow(t.database.db, first, limits);
    expect(lost?.jobId).toBe(job.id);
    // Its instance beats: nobody takes the row, though its lease is young and the rule is short.
    expect(await claimBulkRow(t.database.db, second, limits)).toBeNull();
    await t.database.db.update(serverInstances).set({ lastSeenAt: sql`now() - interval '31 seconds'` }).where(eq(serverInstances.id, first));
    const taken = await claimBulkRow(t.database.db, second, limits);
    expect(taken).toMatchObject({ id: lost!.id, claimedBy: second, attempts: 2 });
    // The first instance was only slow: it finishes while the second still writes, and must not end the row.
    await workBulkRow({ ...deps(), instanceId: first }, lost!);
    expect((await t.database.db.select().from(bulkJobRows).where(eq(bulkJobRows.id, lost!.id)))[0]).toMatchObject({ status: "running", listingId: null });
    await workBulkRow({ ...deps(), instanceId: second }, taken!);
    const [row] = await t.database.db.select().from(bulkJobRows).where(eq(bulkJobRows.id, lost!.id));
    expect(row).toMatchObject({ status: "done", claimedBy: second, attempts: 2 });
    const [written] = await t.database.db.select().from(listings).where(and(eq(listings.id, row!.listingId!), eq(listings.status, "ready")));
    expect(written?.claimedBy).toBe(second);
    const ledger = await t.database.db.select({ type: creditTransactions.transactionType }).from(creditTransactions).where(eq(creditTransactions.reference, `bulk-row:${lost!.id}`));
    expect(ledger.map((entry) => entry.type)).toEqual(["usage"]);
    expect(await credits(t, host.cookie)).toBe(0);
  });

  it("serves the template with every column and an example row that uploads as it is", async () => {
    const template = await (await t.app.request("/api/v1/listings/bulk/template.csv")).text();
    expect(template.split("\n")[0]).toBe(BULK_CSV_COLUMNS.join(","));
    const host = await hostWithCredits(t, 1);
    expect((await upload(host.cookie, template)).status).toBe(201);
  });
});
