import { GRADED_PARTS } from "../../../../core/grader/types";
import type { FullAnalysis } from "../../../../contracts/grader";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { AdvisoryList } from "./advisory-list";
import { ImproveListingLink } from "./improve-listing-link";
import { ScoreBar } from "./score-bar";
import { QualityBadge } from "./quality-badge";
import { YourMarketPanel } from "./your-market-panel";
import { PART_NAMES } from "./part-names";
import { SectionScoreCard } from "./section-score-card";

/**
 * The full scored result (a signed-in user's own analysis by default; see GRADER_RESULTS): the overall score and a card
 * per component. Its heading is the spec's "… Analyzed Successfully" for every viewer; the listing's title sits under it.
 */
export function FullResultCard({ analysis, headingLevel }: { analysis: FullAnalysis; headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
  const inner = headingLevel === "h2" ? "h3" : "h4";
  const { result, listing } = analysis;
  return (
    <Card aria-label="Listing quality result">
      <CardHeader className="gap-4">
        <div className="flex flex-col gap-1">
          <Heading className="text-sm font-medium text-success">{analysis.message}</Heading>
          <p className="text-xl font-semibold leading-tight break-words">{listing.title || "Your listing"}</p>
          {listing.location ? <p className="text-sm text-muted-foreground">{listing.location}</p> : null}
        </div>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <p className="flex items-baseline gap-1" aria-label={`Overall score ${result.overallScore} out of 100`}>
            <span className="text-5xl font-extrabold tabular-nums tracking-tight">{result.overallScore}</span>
            <span className="text-lg text-muted-foreground">/100</span>
          </p>
          <div className="flex flex-wrap items-center gap-2 pb-1.5">
            <QualityBadge level={result.qualityLevel} />
            {result.breakdown.externalBonus > 0 ? (
              <Badge variant="accent" className="text-sm">
                +{Math.round(result.breakdown.externalBonus * 100)} marketplace bonus
              </Badge>
            ) : null}
          </div>
        </div>
        <ScoreBar percent={result.overallScore} label={`Overall: ${result.overallScore} out of 100`} className="h-3" />
        {result.hasWeakComponent ? (
          <p className="text-sm text-muted-foreground">
            One part scores below 40%, which holds the whole listing at Low quality until it is fixed.
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          {GRADED_PARTS.map((part) => (
            <SectionScoreCard key={part} name={PART_NAMES[part]} section={result.breakdown[part]} headingLevel={inner} />
          ))}
        </div>
        <AdvisoryList advisories={result.advisories} headingLevel={inner} />
        <YourMarketPanel gradeId={analysis.gradeId} headingLevel={inner} />
        <ImproveListingLink gradeId={analysis.gradeId} />
      </CardContent>
    </Card>
  );
}
