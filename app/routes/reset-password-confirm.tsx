import { Link, useSearchParams } from "react-router";
import { AuthShell } from "../components/layout/auth-shell";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { ResetPasswordForm } from "../features/account/components/reset-password-form";
import type { Route } from "./+types/reset-password-confirm";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | ListingLift" },
  { name: "description", content: "Choose a new password for your ListingLift account." },
];

/** Spec §2: where the link of a password-recovery e-mail leads (better-auth adds ?token=…, or ?error=INVALID_TOKEN). */
export default function ResetPasswordConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");

  if (!token || searchParams.has("error")) {
    return (
      <AuthShell title="This reset link does not work" description="Reset links work once, for 1 hour.">
        <Alert variant="destructive" className="w-full">
          The link is invalid or has expired. Ask for a new one and use the newest e-mail.
        </Alert>
        <Button asChild className="w-full">
          <Link to="/reset-password">Ask for a new link</Link>
        </Button>
        <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to log in
        </Link>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password" description="Your new password replaces the old one and signs you out everywhere else.">
      <ResetPasswordForm token={token} />
      <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
        Back to log in
      </Link>
    </AuthShell>
  );
}
