import { keepPreviousData, queryOptions, useQuery } from "../../../lib/query";
import { type GradeHistory, gradeHistorySchema } from "../../../../contracts/grader";
import { api, dataOf } from "../../../lib/api";

export const gradeHistoryQueryKey = ["grader", "history"] as const;
export const GRADE_HISTORY_PAGE_SIZE = 5;

export async function listGradeHistory(page: number): Promise<GradeHistory> {
  return gradeHistorySchema.parse(await dataOf(api.GET("/grader/history", { params: { query: { page, pageSize: GRADE_HISTORY_PAGE_SIZE } } })));
}

/** The signed-in user's past analyses, a page at a time, newest first. */
export function gradeHistoryQuery(page: number) {
  return queryOptions({ queryKey: [...gradeHistoryQueryKey, page], queryFn: () => listGradeHistory(page), placeholderData: keepPreviousData });
}

export function useGradeHistory(page: number, enabled: boolean) {
  return useQuery({ ...gradeHistoryQuery(page), enabled });
}
