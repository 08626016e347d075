import { CircleCheck } from "lucide-react";
import type { AnalyzeListingResponse } from "../../../../contracts/grader";
import { Card, CardContent } from "../../../components/ui/card";
import { ImproveListingLink } from "./improve-listing-link";
import { ScoreBar } from "./score-bar";
import { QualityBadge } from "./quality-badge";

/** What a visitor or user sees (spec §4): "… Analyzed Successfully", that the details were processed, score and level. */
export function SummaryResultCard({ analysis, headingLevel }: { analysis: AnalyzeListingResponse; headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
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
        <ImproveListingLink gradeId={analysis.gradeId} />
      </CardContent>
    </Card>
  );
}
