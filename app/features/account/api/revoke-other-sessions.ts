import { useMutation, useQueryClient } from "../../../lib/query";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";
import { sessionsQueryKey } from "./list-sessions";

/** Signs the user out everywhere but in this browser. */
export function revokeOtherSessions() {
  return unwrapAuthResult(authClient.revokeOtherSessions());
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
