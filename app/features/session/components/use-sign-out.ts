import { useQueryClient } from "../../../lib/query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { showToast } from "../../../lib/toast";
import { sessionQueryKey, toVisitor } from "../api/get-session";

/**
 * The header's "Log out": better-auth ends the session (its cookie is cleared by the server), the app forgets the
 * viewer and every cached query, and spec §4's toasts tell the outcome. The auth client and its error
 * messages are loaded on first use, so every page's header stays light.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { signOut } = await import("../api/sign-out");
      await signOut();
    } catch {
      showToast({
        title: "Error signing out",
        description: "An error occurred while signing out. Please try again.",
        variant: "destructive",
      });
      return;
    }
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData(sessionQueryKey, toVisitor);
    showToast({ title: "Signed out successfully", description: "You have been signed out of your account.", variant: "success" });
    navigate("/");
  }, [queryClient, navigate]);
}
