import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type AdminOverview, adminOverviewSchema } from "../../../../contracts/admin-overview";
import { requestApi } from "../../../lib/api-client";

export const adminOverviewQueryKey = ["admin", "overview"] as const;

export interface OverviewRange {
  from: string;
  to: string;
}

export async function getAdminOverview(range: OverviewRange): Promise<AdminOverview> {
  const search = new URLSearchParams({ from: range.from, to: range.to });
  return adminOverviewSchema.parse(await requestApi(`/api/v1/admin/overview?${search}`));
}

/** The site's numbers over a range of UTC days (admins only; the server answers 403 to anyone else). */
export function useAdminOverview(range: OverviewRange) {
  return useQuery({
    queryKey: [...adminOverviewQueryKey, range.from, range.to],
    queryFn: () => getAdminOverview(range),
    placeholderData: keepPreviousData,
  });
}
