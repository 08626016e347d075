import { and, desc, eq, inArray, type InferSelectModel } from "drizzle-orm";
import type { GradeHistory, GradeHistoryItem } from "../../../contracts/grader";
import { labelScore } from "../../../core/grader/labels";
import type { QualityLevel } from "../../../core/grader/types";
import type { Database } from "../../db/client";
import { grades } from "../../db/schema/grades";

/** How many past scores of one listing an entry carries (the newest ones). */
export const SCORE_HISTORY_POINTS = 20;

type GradeRow = Pick<
  InferSelectModel<typeof grades>,
  "id" | "source" | "title" | "listingUrl" | "marketplaceListingId" | "overallScore" | "qualityLevel" | "createdAt"
>;
type ScorePoint = GradeHistoryItem["scoreHistory"][number];

export const gradeSummaryColumns = {
  id: grades.id,
  source: grades.source,
  title: grades.title,
  listingUrl: grades.listingUrl,
  marketplaceListingId: grades.marketplaceListingId,
  overallScore: grades.overallScore,
  qualityLevel: grades.qualityLevel,
  createdAt: grades.createdAt,
};

export function toHistoryItem(row: GradeRow, scoreHistory: ScorePoint[]): GradeHistoryItem {
  return {
    ...row,
    qualityLevel: row.qualityLevel as QualityLevel,
    label: labelScore(row.overallScore),
    createdAt: row.createdAt.toISOString(),
    scoreHistory,
  };
}

const toPoint = (row: Pick<GradeRow, "id" | "overallScore" | "createdAt">): ScorePoint => ({
  gradeId: row.id,
  overallScore: row.overallScore,
  createdAt: row.createdAt.toISOString(),
});

/** Each marketplace listing's scores by this user, oldest first, the newest SCORE_HISTORY_POINTS kept. */
export async function readScoreHistories(db: Database, userId: string, listingIds: string[]): Promise<Map<string, ScorePoint[]>> {
  const histories = new Map<string, ScorePoint[]>();
  if (listingIds.length === 0) return histories;
  const rows = await db
    .select({ id: grades.id, listingId: grades.marketplaceListingId, overallScore: grades.overallScore, createdAt: grades.createdAt })
    .from(grades)
    .where(and(eq(grades.userId, userId), inArray(grades.marketplaceListingId, listingIds)))
    .orderBy(grades.createdAt, grades.id);
  for (const row of rows) {
    const points = histories.get(row.listingId!) ?? [];
    points.push(toPoint(row));
    histories.set(row.listingId!, points);
  }
  for (const [id, points] of histories) histories.set(id, points.slice(-SCORE_HISTORY_POINTS));
  return histories;
}

/** A signed-in user's analyses, newest first, a page at a time, each with its listing's score over time. */
export async function listGradeHistory(
  db: Database,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<GradeHistory> {
  const [total, rows] = await Promise.all([
    db.$count(grades, eq(grades.userId, userId)),
    db
      .select(gradeSummaryColumns)
      .from(grades)
      .where(eq(grades.userId, userId))
      .orderBy(desc(grades.createdAt), desc(grades.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const listingIds = [...new Set(rows.flatMap((row) => (row.marketplaceListingId ? [row.marketplaceListingId] : [])))];
  const histories = await readScoreHistories(db, userId, listingIds);
  const items = rows.map((row) =>
    toHistoryItem(row, (row.marketplaceListingId && histories.get(row.marketplaceListingId)) || [toPoint(row)]),
  );
  return { items, page, pageSize, total };
}
