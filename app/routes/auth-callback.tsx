import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthShell } from "../components/layout/auth-shell";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { useViewer } from "../features/session/api/get-session";
import { safeRedirectPath } from "../features/session/components/redirect-path";
import type { Route } from "./+types/auth-callback";

export const meta: Route.MetaFunction = () => [
  { title: "Signing in | ListingLift" },
  { name: "description", content: "Completing your sign-in to ListingLift." },
];

/** better-auth's codes when an outside sign-in fails (it sends the browser here with ?error=CODE). */
const CALLBACK_ERRORS: Record<string, string> = {
  access_denied: "The sign-in was cancelled at the provider.",
  email_not_found: "The provider did not share an e-mail address, which ListingLift needs.",
  account_not_linked: "An account with this e-mail already exists. Log in with your e-mail and password.",
  signup_disabled: "New accounts cannot be created this way.",
};

/** Where Google or the OpenID Connect provider sends the user back: the server has set the session by now. */
export default function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, isLoading } = useViewer();
  const error = searchParams.get("error");
  const target = safeRedirectPath(searchParams.get("redirect"));

  useEffect(() => {
    if (!error && user) navigate(target, { replace: true });
  }, [error, user, target, navigate]);

  if (!error && (isLoading || user)) {
    return (
      <AuthShell title="Signing you in…" description="One moment while we finish your sign-in.">
        <span className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary" role="status" aria-label="Signing you in" />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="We could not sign you in" description="The sign-in with the outside provider did not finish.">
      <Alert variant="destructive" className="w-full">
        {/* Own keys only: ?error=constructor must not find what every object inherits. */}
        {error && Object.hasOwn(CALLBACK_ERRORS, error) ? CALLBACK_ERRORS[error] : "Please try again, or log in with your e-mail and password."}
      </Alert>
      <Button asChild className="w-full">
        <Link to="/auth">Back to log in</Link>
      </Button>
    </AuthShell>
  );
}
