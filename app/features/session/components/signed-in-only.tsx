import { LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { LoadingScreen } from "../../../components/layout/loading-screen";
import { Button } from "../../../components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { useViewer } from "../api/get-session";
import { signInHref } from "./sign-in-href";

/**
 * Shows `children` to a signed-in user; a visitor gets a card asking to sign in (and back to this page afterwards).
 * `action` completes "Sign in to …", e.g. "create a listing". The server still answers 401 to a visitor's API calls.
 */
export function SignedInOnly({ action, children }: { action: string; children: ReactNode }) {
  const { user, isLoading } = useViewer();
  const { pathname, search } = useLocation();
  if (isLoading) return <LoadingScreen />;
  if (user) return children;
  const back = pathname + search;
  return (
    <Card className="mx-auto mt-2 max-w-md text-center">
      <CardHeader className="items-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <LockKeyhole className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>Sign in to {action}</CardTitle>
        <CardDescription>This page is part of your ListingLift account. Log in, or create a free account, to continue.</CardDescription>
      </CardHeader>
      <CardFooter className="justify-center">
        <Button asChild>
          <Link to={signInHref(back)}>Log In</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={signInHref(back, true)}>Sign Up</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
