import { useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { AuthShell } from "../components/layout/auth-shell";
import { CheckEmailNotice } from "../features/account/components/check-email-notice";
import { ProviderButtons } from "../features/account/components/provider-buttons";
import { SignInForm } from "../features/account/components/sign-in-form";
import { SignUpForm } from "../features/account/components/sign-up-form";
import { useViewer } from "../features/session/api/get-session";
import { safeRedirectPath } from "../features/session/components/redirect-path";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: new URLSearchParams(location.search).get("signup") === "true" ? "Create your account | ListingLift" : "Log in | ListingLift" },
  { name: "description", content: "Log in to ListingLift, or create your account, to write listings and keep your credits and history." },
];

const linkClass = "font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm";

/**
 * Spec §2: /auth is the log-in page, /auth?signup=true the sign-up page; `redirect` is kept when switching and is
 * where a signed-in user goes (a path on this site only, else /dashboard).
 */
export default function AuthPage() {
  const [searchParams] = useSearchParams();
  const { user } = useViewer();
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const signUp = searchParams.get("signup") === "true";
  const redirect = searchParams.get("redirect");
  const target = safeRedirectPath(redirect);
  const keep = redirect ? `redirect=${encodeURIComponent(redirect)}` : "";
  const logInHref = keep ? `/auth?${keep}` : "/auth";
  const signUpHref = `/auth?signup=true${keep ? `&${keep}` : ""}`;

  // The form shows at once; a user who turns out to be signed in already goes on to where they were headed.
  if (user) return <Navigate to={target} replace />;

  if (signUp && signedUpEmail) {
    return (
      <AuthShell title="Check your e-mail" description="One more step to create your account.">
        <CheckEmailNotice email={signedUpEmail} />
      </AuthShell>
    );
  }

  return signUp ? (
    <AuthShell
      title="Create your account"
      description="An account keeps your credits, the listings you generate and their history in one place."
    >
      <ProviderButtons redirect={target} />
      <SignUpForm onSignedUp={setSignedUpEmail} />
      <p className="text-muted-foreground">
        Already have an account?{" "}
        <Link to={logInHref} className={linkClass}>
          Log in
        </Link>
      </p>
    </AuthShell>
  ) : (
    <AuthShell title="Log in to ListingLift" description="Log in to write listings, see your dashboard and use your credits.">
      <ProviderButtons redirect={target} />
      <SignInForm />
      <p className="text-muted-foreground">
        New to ListingLift?{" "}
        <Link to={signUpHref} className={linkClass}>
          Create an account
        </Link>
      </p>
    </AuthShell>
  );
}
