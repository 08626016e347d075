import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Logo } from "./logo";

/** The standalone authentication pages (bare layout): the logo, one card with the page's h1, and a way home. */
export function AuthShell({ title, description, children }: { title: string; description: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex w-full max-w-md flex-col items-center gap-8">
      <Logo size="lg" asLink />
      <Card className="w-full">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          <CardDescription className="text-base">{description}</CardDescription>
        </CardHeader>
        {children ? <CardContent className="flex flex-col items-center gap-3 text-center text-sm">{children}</CardContent> : null}
      </Card>
      <Link to="/" className="rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        ← Back to ListingLift
      </Link>
    </div>
  );
}
