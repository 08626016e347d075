import { LockOpen } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "../../../components/ui/button";

/** Shown to a visitor when a free account shows the full result (GRADER_RESULTS=signed-in): sign up, or log in. */
export function FullResultOffer({ headingLevel }: { headingLevel: "h3" | "h4" }) {
  const Heading = headingLevel;
  // Back to this grader after signing in (the home page's or /listing-quality-grader).
  const back = `redirect=${encodeURIComponent(useLocation().pathname)}`;
  return (
    <section aria-label="See the full result" className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4">
      <div className="flex items-start gap-2">
        <LockOpen className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <Heading className="font-semibold">See the full result, free</Heading>
          <p className="text-sm text-muted-foreground">
            With a free account you see every part's score, its strengths and issues, all the suggestions, and the history of
            your analyses.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/auth?signup=true&${back}`}>Create a free account</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/auth?${back}`}>Log in</Link>
        </Button>
      </div>
    </section>
  );
}
