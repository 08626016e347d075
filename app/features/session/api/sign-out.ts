import { authClient } from "./auth-client";
import { unwrapAuthResult } from "./auth-error";

/** Ends the session with better-auth (the server clears its cookie); throws an AuthError when it cannot. */
export async function signOut(): Promise<void> {
  await unwrapAuthResult(authClient.signOut());
}
