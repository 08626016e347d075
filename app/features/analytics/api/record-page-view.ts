import type { RecordPageViewRequest } from "../../../../contracts/page-views";
import { requestApi } from "../../../lib/api-client";

/** Reports one page view; analytics must never disturb the page, so failures are dropped. */
export function recordPageView(view: RecordPageViewRequest): void {
  requestApi("/api/v1/page-views", { method: "POST", body: view, keepalive: true }).catch(() => undefined);
}
