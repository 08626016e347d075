import { and, eq } from "drizzle-orm";
import { qualityResultSchema, type GradeDetail } from "../../../contracts/grader";
import type { Database } from "../../db/client";
import { grades } from "../../db/schema/grades";
import { AppError } from "../../errors";
import { gradeSummaryColumns, readScoreHistories, toHistoryItem } from "./list-grade-history";

/** One of the user's own analyses; the full result only when the visibility rule allows it. 404 for anyone else's. */
export async function getGrade(db: Database, userId: string, id: string, visibility: GradeDetail["visibility"]): Promise<GradeDetail> {
  const [row] = await db
    .select({ ...gradeSummaryColumns, result: grades.result })
    .from(grades)
    .where(and(eq(grades.id, id), eq(grades.userId, userId)));
  if (!row) throw new AppError("not_found", "No analysis with this id in your history.");
  const { result, ...summary } = row;
  const histories = summary.marketplaceListingId
    ? await readScoreHistories(db, userId, [summary.marketplaceListingId])
    : new Map();
  const scoreHistory = histories.get(summary.marketplaceListingId ?? "") ?? [
    { gradeId: row.id, overallScore: row.overallScore, createdAt: row.createdAt.toISOString() },
  ];
  return {
    ...toHistoryItem(summary, scoreHistory),
    visibility,
    result: visibility === "full" ? qualityResultSchema.parse(result) : null,
  };
}
