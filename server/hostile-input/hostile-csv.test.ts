import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bulkJobDetailSchema } from "../../contracts/bulk";
import { BULK_CSV_COLUMNS, BULK_CSV_EXAMPLE } from "../../core/writer/facts-from-csv-row";
import { signUpVerified } from "../../test/support/auth-session";
import { credits, hostWithCredits } from "../../test/support/listing-requests";
import { readAnswer } from "../../test/support/read-answer";
import { countRows } from "../../test/support/table-counts";
import { jsonRequest, useTestApp } from "../../test/support/test-app";
import { user } from "../db/schema/auth";
import { tokenUsage } from "../db/schema/listings";
import { createLogger } from "../logger";
import { createPlacesProvider } from "../providers/places/create-places-provider";
import { adjustCredits } from "../services/billing/adjust-credits";
import { workBulkRows } from "../services/listings/bulk/work-bulk-rows";
import { createOfflineListingWriter } from "../writers/listing/offline-listing-writer";
import { readFixture } from "../../test/support/caption-requests";
import { expectSafeAnswer } from "../../test/support/expect-safe-answer";
import { COUNTED_TABLES } from "../../test/support/fuzz-requests";

const ADMIN_EMAIL = "csv-admin@example.com";
const t = useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN_EMAIL } });

const FORMULAS = ['=HYPERLINK("http://evil.example","Click")', "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A9)"];

function csvOf(rows: Array<Partial<Record<string, string>>>): string {
  const quote = (v: string) => (/[",;\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [BULK_CSV_COLUMNS.join(","), ...rows.map((row) => BULK_CSV_COLUMNS.map((c) => quote(row[c] ?? BULK_CSV_EXAMPLE[c])).join(","))].join("\n");
}

function upload(cookie: string, csv: string, fileName = "homes.csv") {
  return t.app.request("/api/v1/listings/bulk", jsonRequest({ fileName, csv }, { cookie }));
}

async function workAllRows() {
  const logger = createLogger(t.env);
  await workBulkRows({ db: t.database.db, logger, writer: createOfflineListingWriter(), places: createPlacesProvider(t.env, logger) }, "csv-test-worker");
}

/** Every cell of a CSV answer, parsed as a spreadsheet would read the file. */
async function cellsOf(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  return (parse(await response.text()) as string[][]).flat();
}

function expectNoFormulaCell(cells: string[]) {
  for (const cell of cells) expect(cell, `a cell that would run as a formula: ${cell}`).not.toMatch(/^[=+\-@\t\r]/);
}

describe("bulk CSV uploads that are not what they say", () => {
  it("refuses a binary file called .csv (as the browser reads it: UTF-8 with replacement characters) and charges nothing", async () => {
    const host = await hostWithCredits(t, 5);
    const before = await countRows(t.database.db, COUNTED_TABLES);
    const photo = readFixture("houses-dataset_104_bedroom.jpg");
    for (const bytes of [photo, photo.filter((byte) => byte !== 0)]) {
      const response = await upload(host.cookie, new TextDecoder().decode(bytes.subarray(0, 50_000)), "homes.csv");
      await expectSafeAnswer(response.clone(), "binary csv");
      expect(response.status).toBe(400);
    }
    expect(await credits(t, host.cookie)).toBe(5);
    expect(await countRows(t.database.db, COUNTED_TABLES)).toEqual(before);
  });

  it("reads a CSV saved by Excel with a byte-order mark and CRLF line ends", async () => {
    const host = await hostWithCredits(t, 1);
    const response = await upload(host.cookie, `\ufeff${csvOf([{ city: "Porto" }]).replaceAll("\n", "\r\n")}\r\n`);
    expect(response.status).toBe(201);
    expect((await readAnswer(response, bulkJobDetailSchema)).rows.map((row) => row.city)).toEqual(["Porto"]);
  });
});

describe("CSV exports never hand a spreadsheet a formula", () => {
  it("bulk results: cells the host typed that start with = + - @ come back quoted as text", async () => {
    const host = await hostWithCredits(t, FORMULAS.length);
    const rows = FORMULAS.map((formula) => ({ city: formula, neighborhood: formula, highlights: formula }));
    const created = await upload(host.cookie, csvOf(rows));
    expect(created.status).toBe(201);
    const job = await readAnswer(created, bulkJobDetailSchema);
    await workAllRows();
    const cells = await cellsOf(await t.app.request(`/api/v1/listings/bulk/${job.id}/results?format=csv`, { headers: { cookie: host.cookie } }));
    expectNoFormulaCell(cells);
    for (const formula of FORMULAS) expect(cells).toContain(`'${formula}`);
  });

  it("credit history: a ledger description starting with = is quoted", async () => {
    const host = await hostWithCredits(t, 1);
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, host.email));
    await adjustCredits(t.database.db, { userId: row!.id, kind: "listing", amount: 1, description: FORMULAS[0]! });
    const cells = await cellsOf(await t.app.request("/api/v1/credits/transactions.csv", { headers: { cookie: host.cookie } }));
    expectNoFormulaCell(cells);
    expect(cells).toContain(`'${FORMULAS[0]}`);
  });

  it("admin token usage: an e-mail and a model name starting with + or = are quoted", async () => {
    const admin = await signUpVerified(t, { email: ADMIN_EMAIL });
    const host = await signUpVerified(t, { email: "+1-cmd@example.com" });
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, host.email));
    await t.database.db.insert(tokenUsage).values({ userId: row!.id, purpose: "listing", provider: "-provider", model: "=cmd|' /C calc'!A0", inputTokens: 1, outputTokens: 1, outcome: "ok", createdAt: new Date("2026-03-02T10:00:00Z") });
    const cells = await cellsOf(await t.app.request("/api/v1/admin/token-usage.csv?from=2026-03-01&to=2026-03-03", { headers: { cookie: admin.cookie } }));
    expectNoFormulaCell(cells);
    expect(cells).toEqual(expect.arrayContaining(["'+1-cmd@example.com", "'-provider", "'=cmd|' /C calc'!A0"]));
  });
});
