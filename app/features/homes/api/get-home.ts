import { queryOptions, useQuery } from "../../../lib/query";
import type { HomeDetail } from "../../../../contracts/homes";
import { api, dataOf } from "../../../lib/api";
import { homesQueryKey } from "./homes-query-key";

export function getHome(id: string): Promise<HomeDetail> {
  return dataOf(api.GET("/homes/{id}", { params: { path: { id } } }));
}

export function homeQuery(id: string) {
  return queryOptions({ queryKey: [...homesQueryKey, "one", id], queryFn: () => getHome(id) });
}

/** One home; none asked while `id` is null (the create-listing form without `?home=`). */
export function useHome(id: string | null) {
  return useQuery({ ...homeQuery(id ?? ""), enabled: id !== null });
}
