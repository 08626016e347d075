import { queryOptions, useQuery } from "../../../lib/query";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";

/** How the user signs in: "credential" is an e-mail and password; others are outside providers ("google", "oidc"). */
export async function listSignInMethods(): Promise<string[]> {
  const accounts = await unwrapAuthResult(authClient.listAccounts());
  return (accounts ?? []).map((account) => account.providerId);
}

export const signInMethodsQuery = queryOptions({ queryKey: ["account", "sign-in-methods"], queryFn: listSignInMethods });

/** Whether the account has a password (to change it, and to confirm deleting the account with it). */
export function useHasPassword(): { hasPassword: boolean; isLoading: boolean } {
  const query = useQuery(signInMethodsQuery);
  return { hasPassword: query.data?.includes("credential") ?? true, isLoading: query.isPending };
}
