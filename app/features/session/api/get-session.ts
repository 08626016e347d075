import type { SessionResponse, SignInProvider, Viewer } from "../../../../contracts/session";
import type { SessionQueryOptions } from "./session-observer";
import { fetchSession, sessionQueryKey } from "./session-request";
import { useSessionQuery } from "./use-session-query";

export { getSession, sessionQueryKey } from "./session-request";

/** The session query's options; the hooks below read it without loading TanStack Query first (use-session-query.ts). */
export const sessionQuery: SessionQueryOptions = { queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 };
const freshSessionQuery: SessionQueryOptions = { ...sessionQuery, refetchOnMount: "always" };

/**
 * The signed-in user as the server sees them; `user` is null for a visitor. The server decides every role, and whether
 * the caption generator is open to them (an admin, or a user holding caption credits).
 */
export function useViewer(): { user: Viewer | null; isAdmin: boolean; canUseCaptions: boolean; isLoading: boolean } {
  const query = useSessionQuery(sessionQuery);
  const user = query.data?.user ?? null;
  return { user, isAdmin: user?.role === "admin", canUseCaptions: Boolean(user && query.data?.canUseCaptions), isLoading: query.isPending };
}

/**
 * Whether the caption generator is open to the viewer, asked of the server again on mount (credits bought or spent a
 * moment ago change it); `isSettled` is false until that answer is in.
 */
export function useFreshCaptionAccess(): { user: Viewer | null; canUseCaptions: boolean; isSettled: boolean } {
  const query = useSessionQuery(freshSessionQuery);
  const user = query.data?.user ?? null;
  return { user, canUseCaptions: Boolean(user && query.data?.canUseCaptions), isSettled: !query.isPending && !query.isFetching };
}

/** The outside sign-in providers to offer ("Continue with Google"): only those the server says are configured. */
export function useSignInProviders(): { providers: SignInProvider[]; oidcName?: string } {
  const { data } = useSessionQuery(sessionQuery);
  return { providers: data?.providers ?? [], oidcName: data?.oidcName };
}

/** After sign-out or account deletion: the browser is a visitor again, without waiting for the server. */
export function toVisitor(old: SessionResponse | undefined): SessionResponse {
  return { ...old, user: null, providers: old?.providers ?? [], canUseCaptions: false };
}
