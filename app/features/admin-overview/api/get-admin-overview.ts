import { keepPreviousData, queryOptions, useQuery } from "../../../lib/query";
import { type AdminOverview, adminOverviewSchema } from "../../../../contracts/admin-overview";
import { api, dataOf } from "../../../lib/api";

export const adminOverviewQueryKey = ["admin", "overview"] as const;

export interface OverviewRange {
  from: string;
  to: string;
}

export async function getAdminOverview(range: OverviewRange): Promise<AdminOverview> {
  return adminOverviewSchema.parse(await dataOf(api.GET("/admin/overview", { params: { query: { from: range.from, to: range.to } } })));
}

export function adminOverviewQuery(range: OverviewRange) {
  return queryOptions({
    queryKey: [...adminOverviewQueryKey, range.from, range.to],
    queryFn: () => getAdminOverview(range),
    placeholderData: keepPreviousData,
  });
}

/** The site's numbers over a range of UTC days (admins only; the server answers 403 to anyone else). */
export function useAdminOverview(range: OverviewRange) {
  return useQuery(adminOverviewQuery(range));
}
