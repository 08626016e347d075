import { useMutation, useQueryClient } from "../../../lib/query";
import {
  type AnalyzeListingRequest,
  type AnalyzeListingResponse,
  analyzeListingResponseSchema,
} from "../../../../contracts/grader";
import { api, dataOf } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";
import { graderUsageQueryKey } from "./get-grader-usage";
import { gradeHistoryQueryKey } from "./list-grade-history";

/** The message of an answer we could not read, worded so the error panel titles it "API Response Error". */
export const UNREADABLE_ANSWER = "Invalid response from server: the JSON could not be parsed";

export async function analyzeListing(body: AnalyzeListingRequest): Promise<AnalyzeListingResponse> {
  const answer: unknown = await dataOf(api.POST("/grader/analyze", { body }));
  const parsed = analyzeListingResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, "internal_error", UNREADABLE_ANSWER);
  return parsed.data;
}

/** Runs an analysis; the usage shown comes from the answer, and the user's history is reloaded. */
export function useAnalyzeListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeListing,
    onSuccess: (answer) => {
      queryClient.setQueryData(graderUsageQueryKey, answer.usage);
      if (answer.gradeId) void queryClient.invalidateQueries({ queryKey: gradeHistoryQueryKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: graderUsageQueryKey }),
  });
}
