import { CircleCheck, MailWarning } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AuthShell } from "../components/layout/auth-shell";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { useViewer } from "../features/session/api/get-session";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [
  { title: "Verify your e-mail | ListingLift" },
  { name: "description", content: "Confirm the e-mail address of your ListingLift account." },
];

/** better-auth's codes when a confirmation link fails (it sends the browser here with ?error=CODE). */
const LINK_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: "The link has expired: links work for 24 hours. Log in and we send you a new one.",
  INVALID_TOKEN: "The link is not valid: it may be incomplete, or it was replaced by a newer one. Log in and we send you a new one.",
  USER_NOT_FOUND: "We could not find the account this link was for. You can create a new one.",
  INVALID_USER: "This link belongs to another account than the one signed in here. Log out, then open the link again.",
};

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * Where the confirmation e-mail's link lands (/api/auth/verify-email → here): ?verified=1 when the address is
 * confirmed and the user is signed in, ?error=CODE when the link did not work, nothing when someone just opens the page.
 */
export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const { user, isLoading } = useViewer();
  const error = searchParams.get("error");

  if (error) {
    return (
      <AuthShell title="This link did not work" description="Your e-mail address is not confirmed yet.">
        <Alert variant="destructive" className="w-full">
          {/* Own keys only: ?error=constructor must not find what every object inherits. */}
          {Object.hasOwn(LINK_ERRORS, error) ? LINK_ERRORS[error] : "The confirmation link could not be used. Log in and we send you a new one."}
        </Alert>
        <Button asChild className="w-full">
          <Link to="/auth">Go to log in</Link>
        </Button>
      </AuthShell>
    );
  }

  if (searchParams.get("verified") === "1") {
    // The link signed the user in; until the session has loaded, assume so rather than show a spinner.
    const signedIn = isLoading || user !== null;
    return (
      <AuthShell title="Your e-mail is confirmed" description={user ? `Welcome to ListingLift, ${user.name.trim() || "User"}.` : "Welcome to ListingLift."}>
        <CircleCheck className="size-10 text-success" aria-hidden="true" />
        <p className="text-muted-foreground">
          {signedIn ? "You are signed in. Your dashboard is where you write and grade listings." : "Log in to start writing and grading listings."}
        </p>
        <Button asChild className="w-full">
          {signedIn ? <Link to="/dashboard">Go to your dashboard</Link> : <Link to="/auth">Go to log in</Link>}
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Verify your e-mail" description="Open the link we sent to your e-mail address to confirm it; it signs you in.">
      <MailWarning className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-muted-foreground">No e-mail? Log in with your address and password and we send a new link.</p>
      <Link to="/auth" className={linkClass}>
        Go to log in
      </Link>
    </AuthShell>
  );
}
