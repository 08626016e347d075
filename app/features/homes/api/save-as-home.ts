import type { HomeDetail, HomeRequest } from "../../../../contracts/homes";
import { requestApi } from "../../../lib/api-client";

/** "Save as a home": the form's facts kept as one of the host's homes, nothing charged. */
export function saveAsHome(request: HomeRequest): Promise<HomeDetail> {
  return requestApi<HomeDetail>("/api/v1/homes", { method: "POST", body: request });
}
