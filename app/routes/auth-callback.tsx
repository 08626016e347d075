import { Link } from "react-router";
import { AuthShell } from "../components/layout/auth-shell";
import type { Route } from "./+types/auth-callback";

export const meta: Route.MetaFunction = () => [
  { title: "Signing in | ListingLift" },
  { name: "description", content: "Completing your sign-in to ListingLift." },
];

export default function AuthCallbackPage() {
  return (
    <AuthShell title="Finishing sign-in" description="This page completes a sign-in that started with an outside provider such as Google.">
      <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
        Go to the log-in page
      </Link>
    </AuthShell>
  );
}
