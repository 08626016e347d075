import { useQuery } from "@tanstack/react-query";
import { type SessionResponse, type Viewer, sessionResponseSchema } from "../../../../contracts/session";
import { requestApi } from "../../../lib/api-client";

export const sessionQueryKey = ["session"] as const;

export async function getSession(): Promise<SessionResponse> {
  return sessionResponseSchema.parse(await requestApi("/api/v1/session"));
}

/** The signed-in user as the server sees them; `user` is null for a visitor. The server decides every role. */
export function useViewer(): { user: Viewer | null; isAdmin: boolean; isLoading: boolean } {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });
  const user = query.data?.user ?? null;
  return { user, isAdmin: user?.role === "admin", isLoading: query.isPending };
}
