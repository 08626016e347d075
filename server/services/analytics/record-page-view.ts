import type { RecordPageViewRequest } from "../../../contracts/page-views";
import type { Database } from "../../db/client";
import { pageViews } from "../../db/schema/page-views";

export async function recordPageView(db: Database, view: RecordPageViewRequest, userId: string | null): Promise<void> {
  await db.insert(pageViews).values({ path: view.path, referrer: view.referrer ?? null, userId });
}
