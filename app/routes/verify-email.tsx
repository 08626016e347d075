import { Link } from "react-router";
import { AuthShell } from "../components/layout/auth-shell";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [
  { title: "Verify your e-mail | ListingLift" },
  { name: "description", content: "Confirm the e-mail address of your ListingLift account." },
];

export default function VerifyEmailPage() {
  return (
    <AuthShell
      title="Verify your e-mail"
      description="Open the link we sent to your e-mail address to confirm it. After that you can log in."
    >
      <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
        Go to log in
      </Link>
    </AuthShell>
  );
}
