import { Link } from "react-router";
import { AuthShell } from "../components/layout/auth-shell";
import { RequestResetForm } from "../features/account/components/request-reset-form";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: "Reset your password | ListingLift" },
  { name: "description", content: "Reset the password of your ListingLift account." },
];

export default function ResetPasswordPage() {
  return (
    <AuthShell
      title="Reset your password"
      description="Enter your account's e-mail address: we send a link that leads to a page where you choose a new password."
    >
      <RequestResetForm />
      <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
        Back to log in
      </Link>
    </AuthShell>
  );
}
