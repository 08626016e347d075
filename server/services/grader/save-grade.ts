import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prepareInsertJsonRows } from "../../db/insert-rows-as-json";
import { preparedPerExecutor } from "../../db/prepared-per-executor";
import { batcherPerDatabase, createWriteBatcher } from "../../db/write-batcher";
import { grades } from "../../db/schema/grades";
import { writeJsonWith } from "../../json/write-json-with";
import type { Analysis } from "./analyze-listing";

export const UNTITLED_LISTING = "Untitled listing";

type Executor = Pick<Database, "insert">;

const COLUMNS = [
  "id",
  "userId",
  "visitorId",
  "homeId",
  "source",
  "listingUrl",
  "marketplaceListingId",
  "title",
  "overallScore",
  "qualityLevel",
  "result",
  "listing",
  "createdAt",
] as const;

/** The INSERT, sent as a named statement. */
const prepareInsert = preparedPerExecutor((db: Executor) => {
  const values = Object.fromEntries(COLUMNS.map((column) => [column, sql.placeholder(column)]));
  return db.insert(grades).values(values as unknown as typeof grades.$inferInsert).prepare("save_grade");
});

type Owner = { userId: string | null; visitorId: string | null; homeId?: string | null };
type GradeRow = Record<(typeof COLUMNS)[number], unknown>;

function toGradeRow(analysis: Analysis, owner: Owner): GradeRow {
  return {
    id: randomUUID(),
    userId: owner.userId,
    visitorId: owner.visitorId,
    homeId: owner.homeId ?? null,
    source: analysis.source,
    listingUrl: analysis.listingUrl,
    marketplaceListingId: analysis.marketplaceListingId,
    title: analysis.listing.title.trim() || UNTITLED_LISTING,
    overallScore: analysis.result.overallScore,
    qualityLevel: analysis.result.qualityLevel,
    result: analysis.result,
    listing: analysis.listing,
    // When it was asked for, not when its batch was written: a history keeps the order requests came in.
    createdAt: new Date(),
  };
}

/** A grade's row waiting for its batch, with its result already written as JSON (the answer uses the same text). */
interface PendingGrade {
  row: GradeRow;
  resultJson: string;
}

function toPendingGrade(analysis: Analysis, owner: Owner): PendingGrade {
  return { row: toGradeRow(analysis, owner), resultJson: analysis.resultJson };
}

/** The row as its INSERT's JSON parameter: the result is put in as written, not written again. */
function writeGradeRow({ row, resultJson }: PendingGrade): string {
  const { result: _written, ...columns } = row;
  return writeJsonWith(columns, { result: resultJson });
}

/** Keeps an analysis: a signed-in user's history, and the visitor's for operations (by the grader cookie). */
export async function saveGrade(db: Executor, analysis: Analysis, owner: Owner): Promise<string> {
  return saveRow(db, toGradeRow(analysis, owner));
}

/** At most this many grades in one INSERT (about 5 KB of JSON each). */
const GRADES_PER_BATCH = 100;

/** Many grades in one statement, a parameter each. */
const insertRows = prepareInsertJsonRows(grades, COLUMNS);

/** Keeps many analyses in one statement; all or none (a bad row fails them all). */
export async function saveGrades(db: Database, entries: { analysis: Analysis; owner: Owner }[]): Promise<string[]> {
  const pending = entries.map(({ analysis, owner }) => toPendingGrade(analysis, owner));
  await insertRows(db, pending.map(writeGradeRow));
  return pending.map(({ row }) => row.id as string);
}

const gradeBatcher = batcherPerDatabase((db: Database) =>
  createWriteBatcher<PendingGrade, string>(
    async (pending) => {
      if (pending.length === 1) return Promise.allSettled([saveRow(db, pending[0]!.row)]);
      try {
        await insertRows(db, pending.map(writeGradeRow));
        return pending.map(({ row }) => ({ status: "fulfilled" as const, value: row.id as string }));
      } catch {
        // One bad row (a user deleted meanwhile) fails the INSERT: each row again on its own, so only its caller hears.
        return Promise.allSettled(pending.map(({ row }) => saveRow(db, row)));
      }
    },
    { maxItems: GRADES_PER_BATCH },
  ),
);

async function saveRow(db: Executor, row: GradeRow): Promise<string> {
  await prepareInsert(db).execute(row);
  return row.id as string;
}

/**
 * `saveGrade` outside a transaction, with the grades that other requests of this process save at the same moment: one
 * multi-row INSERT (write-batcher.ts). It resolves when this grade's row is in the database, as `saveGrade` does.
 */
export function saveGradeWithOthers(db: Database, analysis: Analysis, owner: Owner): Promise<string> {
  return gradeBatcher(db).add(toPendingGrade(analysis, owner));
}
