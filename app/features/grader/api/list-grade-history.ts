import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type GradeHistory, gradeHistorySchema } from "../../../../contracts/grader";
import { requestApi } from "../../../lib/api-client";

export const gradeHistoryQueryKey = ["grader", "history"] as const;
export const GRADE_HISTORY_PAGE_SIZE = 5;

export async function listGradeHistory(page: number): Promise<GradeHistory> {
  return gradeHistorySchema.parse(await requestApi(`/api/v1/grader/history?page=${page}&pageSize=${GRADE_HISTORY_PAGE_SIZE}`));
}

/** The signed-in user's past analyses, a page at a time, newest first. */
export function useGradeHistory(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...gradeHistoryQueryKey, page],
    queryFn: () => listGradeHistory(page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
