import { useQuery } from "@tanstack/react-query";
import type { SessionResponse, SignInProvider, Viewer } from "../../../../contracts/session";
import { readSessionResponse } from "../../../../contracts/session-response";
import { requestApi } from "../../../lib/api-client";

export const sessionQueryKey = ["session"] as const;

export async function getSession(): Promise<SessionResponse> {
  return readSessionResponse(await requestApi("/api/v1/session"));
}

function useSessionQuery() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });
}

/** The signed-in user as the server sees them; `user` is null for a visitor. The server decides every role. */
export function useViewer(): { user: Viewer | null; isAdmin: boolean; isLoading: boolean } {
  const query = useSessionQuery();
  const user = query.data?.user ?? null;
  return { user, isAdmin: user?.role === "admin", isLoading: query.isPending };
}

/** The outside sign-in providers to offer ("Continue with Google"): only those the server says are configured. */
export function useSignInProviders(): { providers: SignInProvider[]; oidcName?: string } {
  const { data } = useSessionQuery();
  return { providers: data?.providers ?? [], oidcName: data?.oidcName };
}

/** After sign-out or account deletion: the browser is a visitor again, without waiting for the server. */
export function toVisitor(old: SessionResponse | undefined): SessionResponse {
  return { ...old, user: null, providers: old?.providers ?? [] };
}
