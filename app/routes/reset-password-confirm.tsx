import { Link } from "react-router";
import { AuthShell } from "../components/layout/auth-shell";
import type { Route } from "./+types/reset-password-confirm";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | ListingLift" },
  { name: "description", content: "Choose a new password for your ListingLift account." },
];

/** Spec §2: where the link of a password-recovery e-mail leads. */
export default function ResetPasswordConfirmPage() {
  return (
    <AuthShell title="Choose a new password" description="The link in your password-reset e-mail leads here, to set a new password for your account.">
      <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
        Back to log in
      </Link>
    </AuthShell>
  );
}
