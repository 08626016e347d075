import { useQuery } from "@tanstack/react-query";
import type { HomeDetail, HomeRequest } from "../../../../contracts/homes";
import { requestApi } from "../../../lib/api-client";
import { homesQueryKey } from "./homes-api";

/** The home the create-listing form writes for (`?home=<id>`): its facts fill the form. */
export function useHomeForForm(homeId: string | null) {
  return useQuery({
    queryKey: [...homesQueryKey, "one", homeId],
    queryFn: () => requestApi<HomeDetail>(`/api/v1/homes/${encodeURIComponent(homeId ?? "")}`),
    enabled: homeId !== null,
    staleTime: 0,
  });
}

/** "Save as a home": the form's facts kept as one of the host's homes, nothing charged. */
export function saveAsHome(request: HomeRequest): Promise<HomeDetail> {
  return requestApi<HomeDetail>("/api/v1/homes", { method: "POST", body: request });
}
