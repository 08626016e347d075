import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import { homeScores } from "../../db/schema/homes";

export interface HomeScoreEvent {
  homeId: string;
  kind: "written" | "edited" | "graded";
  overallScore: number;
  qualityLevel: string;
  listingId?: string;
  gradeId?: string;
}

/** One point of a home's score over time (a listing written or edited, or the home graded again). */
export async function recordHomeScore(db: Pick<Database, "insert">, event: HomeScoreEvent): Promise<void> {
  await db.insert(homeScores).values({
    id: randomUUID(),
    homeId: event.homeId,
    kind: event.kind,
    overallScore: event.overallScore,
    qualityLevel: event.qualityLevel,
    listingId: event.listingId ?? null,
    gradeId: event.gradeId ?? null,
  });
}
