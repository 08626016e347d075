import type { RecordPageViewRequest } from "../../../../contracts/page-views";
import { apiPath, requestApi } from "../../../lib/api-client";

/**
 * Reports one page view; analytics must never disturb the page, so failures are dropped. `keepalive`: the request
 * outlives a page being left. Sent without openapi-fetch, as it is part of the home page's first load (see requestApi).
 */
export function recordPageView(view: RecordPageViewRequest): void {
  requestApi(apiPath("/page-views"), { method: "POST", body: view, keepalive: true }).catch(() => undefined);
}
