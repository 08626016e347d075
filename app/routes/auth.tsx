import { Link, useSearchParams } from "react-router";
import { AuthShell } from "../components/layout/auth-shell";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: new URLSearchParams(location.search).get("signup") === "true" ? "Create your account | ListingLift" : "Log in | ListingLift" },
  { name: "description", content: "Log in to ListingLift, or create your account, to write listings and keep your credits and history." },
];

const linkClass = "font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm";

/** Spec §2: /auth is the log-in page, /auth?signup=true the sign-up page; `redirect` is kept when switching. */
export default function AuthPage() {
  const [searchParams] = useSearchParams();
  const signUp = searchParams.get("signup") === "true";
  const redirect = searchParams.get("redirect");
  const keep = redirect ? `redirect=${encodeURIComponent(redirect)}` : "";
  const logInHref = keep ? `/auth?${keep}` : "/auth";
  const signUpHref = `/auth?signup=true${keep ? `&${keep}` : ""}`;

  return signUp ? (
    <AuthShell
      title="Create your account"
      description="An account keeps your credits, the listings you generate and their history in one place."
    >
      <p className="text-muted-foreground">
        Already have an account?{" "}
        <Link to={logInHref} className={linkClass}>
          Log in
        </Link>
      </p>
    </AuthShell>
  ) : (
    <AuthShell title="Log in to ListingLift" description="Log in to write listings, see your dashboard and use your credits.">
      <p className="text-muted-foreground">
        New to ListingLift?{" "}
        <Link to={signUpHref} className={linkClass}>
          Create an account
        </Link>
      </p>
      <Link to="/reset-password" className={linkClass}>
        Forgot your password?
      </Link>
    </AuthShell>
  );
}
