import { queryOptions, useQuery } from "../../../lib/query";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";

export const sessionsQueryKey = ["account", "sessions"] as const;

/** One signed-in browser or device, as better-auth keeps it. */
export interface DeviceSession {
  id: string;
  token: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
  current: boolean;
}

/** The user's sessions, newest activity first, with the one of this browser marked `current`. */
export async function listSessions(): Promise<DeviceSession[]> {
  const [sessions, current] = await Promise.all([
    unwrapAuthResult(authClient.listSessions()),
    unwrapAuthResult(authClient.getSession()),
  ]);
  const currentId = current?.session.id;
  return (sessions ?? [])
    .map((s) => ({
      id: s.id,
      token: s.token,
      ipAddress: s.ipAddress ?? null,
      userAgent: s.userAgent ?? null,
      createdAt: new Date(s.createdAt),
      updatedAt: new Date(s.updatedAt),
      current: s.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.updatedAt.getTime() - a.updatedAt.getTime());
}

export const sessionsQuery = queryOptions({ queryKey: sessionsQueryKey, queryFn: listSessions, staleTime: 0 });

export function useSessions() {
  return useQuery(sessionsQuery);
}
