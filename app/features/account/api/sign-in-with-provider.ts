import { useMutation } from "../../../lib/query";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";
import { providerCallbackPath } from "./landing-paths";


/**
 * Starts an OAuth sign-in: the server answers the provider's authorisation URL and the browser goes there. Generic
 * OpenID Connect providers are registered as social providers too, so one call serves both.
 */
export async function signInWithProvider({ provider, redirect }: { provider: string; redirect: string }) {
  const data = await unwrapAuthResult(
    authClient.signIn.social({ provider, callbackURL: providerCallbackPath(redirect), errorCallbackURL: "/auth/callback" }),
  );
  if (data && "url" in data && typeof data.url === "string") window.location.assign(data.url);
}

export function useSignInWithProvider() {
  return useMutation({ mutationFn: signInWithProvider });
}
