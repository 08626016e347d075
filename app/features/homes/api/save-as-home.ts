import type { HomeDetail, HomeRequest } from "../../../../contracts/homes";
import { api, dataOf } from "../../../lib/api";

/** "Save as a home": the form's facts kept as one of the host's homes, nothing charged. */
export function saveAsHome(request: HomeRequest): Promise<HomeDetail> {
  return dataOf(api.POST("/homes", { body: request }));
}
