import { useMutation, useQueryClient } from "../../../lib/query";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";
import { sessionsQueryKey } from "./list-sessions";

/** Ends one of the user's other sessions: that device is signed out on its next request. */
export function revokeSession({ token }: { token: string }) {
  return unwrapAuthResult(authClient.revokeSession({ token }));
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
