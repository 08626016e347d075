import { CircleAlert, RotateCcw } from "lucide-react";
import { GRADER_TEXTS } from "../../../../contracts/grader";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { describeFailurePanel } from "./describe-failure";
import type { GraderError } from "./use-listing-grader";

/** Spec §2 and §8: the title chosen from the message, the message, hints where they help, and Try Again. */
export function AnalysisErrorPanel({ error, onTryAgain, headingLevel }: { error: GraderError; onTryAgain(): void; headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
  const { title, hints } = describeFailurePanel(error);
  return (
    <Card role="alert" aria-label={title} className="border-destructive/50">
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex items-start gap-3">
          <CircleAlert className="mt-0.5 size-6 shrink-0 text-destructive" aria-hidden="true" />
          <div className="flex min-w-0 flex-col gap-1">
            <Heading className="text-lg font-semibold">{title}</Heading>
            <p className="text-sm break-words">{error.message}</p>
            {error.message === GRADER_TEXTS.mockData ? <p className="text-sm text-muted-foreground">{GRADER_TEXTS.mockDataDetail}</p> : null}
          </div>
        </div>
        {hints.length > 0 ? (
          <ul className="ml-9 list-disc space-y-1 pl-4 text-sm text-muted-foreground">
            {hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        ) : null}
        <div className="ml-9">
          <Button variant="outline" onClick={onTryAgain}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
