import { KeyRound } from "lucide-react";
import type { SignInProvider } from "../../../../contracts/session";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useSignInProviders } from "../../session/api/get-session";
import { useSignInWithProvider } from "../api/sign-in-with-provider";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}

function label(provider: SignInProvider, oidcName: string | undefined): string {
  return provider === "google" ? "Continue with Google" : `Continue with ${oidcName ?? "single sign-on"}`;
}

/**
 * "Continue with Google" and the OpenID Connect button, only for the providers the server has configured; nothing at
 * all (not even the divider) when there are none.
 */
export function ProviderButtons({ redirect }: { redirect: string }) {
  const { providers, oidcName } = useSignInProviders();
  const signIn = useSignInWithProvider();
  if (providers.length === 0) return null;
  return (
    <div className="flex w-full flex-col gap-3">
      {signIn.error ? <Alert variant="destructive">{signIn.error.message}</Alert> : null}
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          className="w-full"
          disabled={signIn.isPending}
          onClick={() => signIn.mutate({ provider, redirect })}
        >
          {provider === "google" ? <GoogleMark /> : <KeyRound aria-hidden="true" />}
          {label(provider, oidcName)}
        </Button>
      ))}
      <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
