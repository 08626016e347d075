import { CircleCheck } from "lucide-react";
import type { SummaryAnalysis } from "../../../../contracts/grader";
import { Card, CardContent } from "../../../components/ui/card";
import { FullResultOffer } from "./full-result-offer";
import { ImproveListingLink } from "./improve-listing-link";
import { QualityBadge } from "./quality-badge";
import { ScoreBar } from "./score-bar";
import { TopAdviceList } from "./top-advice-list";

/**
 * What a caller who may not see the full result gets (spec §4): "… Analyzed Successfully", that the details were
 * processed, the score and level. When a free account would show the rest (GRADER_RESULTS=signed-in), also each weak
 * part's top suggestion and the offer to sign up; with GRADER_RESULTS=admins, the spec's card alone.
 */
export function SummaryResultCard({ analysis, headingLevel }: { analysis: SummaryAnalysis; headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
  const inner = headingLevel === "h2" ? "h3" : "h4";
  return (
    <Card aria-label="Listing quality result" className="border-success/40">
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex items-start gap-3">
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <Heading className="text-lg font-semibold">{analysis.message}</Heading>
            <p className="text-sm text-muted-foreground">Your listing details were processed and scored.</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <p className="flex items-baseline gap-1" aria-label={`Overall score ${analysis.overallScore} out of 100`}>
            <span className="text-4xl font-extrabold tabular-nums">{analysis.overallScore}</span>
            <span className="text-muted-foreground">/100</span>
          </p>
          <div className="flex items-center gap-2">
            <QualityBadge level={analysis.qualityLevel} />
          </div>
        </div>
        <ScoreBar percent={analysis.overallScore} label={`Overall: ${analysis.overallScore} out of 100`} />
        {analysis.fullResultWhenSignedIn ? (
          <>
            <TopAdviceList advice={analysis.advice} headingLevel={inner} />
            <FullResultOffer headingLevel={inner} />
          </>
        ) : null}
        <ImproveListingLink gradeId={analysis.gradeId} />
      </CardContent>
    </Card>
  );
}
