import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { requestApi } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import { sessionQueryKey } from "../api/get-session";

/** better-auth's standard sign-out endpoint (DESIGN.md: better-auth at /api/auth/*). */
export const SIGN_OUT_PATH = "/api/auth/sign-out";

/**
 * HOOK POINT for the accounts issue: the header's "Log out" calls this. It asks the server to end the session, forgets
 * the viewer, and shows the spec's §4 toasts; until the auth endpoints exist the request fails and the error toast shows.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await requestApi(SIGN_OUT_PATH, { method: "POST", body: {} });
      queryClient.setQueryData(sessionQueryKey, { user: null });
      await queryClient.invalidateQueries();
      showToast({ title: "Signed out successfully", description: "You have been signed out of your account.", variant: "success" });
      navigate("/");
    } catch {
      showToast({
        title: "Error signing out",
        description: "An error occurred while signing out. Please try again.",
        variant: "destructive",
      });
    }
  }, [queryClient, navigate]);
}
