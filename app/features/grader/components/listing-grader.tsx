import { FileText, Link2 } from "lucide-react";
import { useEffect } from "react";
import { Card, CardContent } from "../../../components/ui/card";
import { useGraderUsage } from "../api/get-grader-usage";
import { AnalysisErrorPanel } from "./analysis-error-panel";
import { DebugLog } from "./debug-log";
import { FullResultCard } from "./full-result-card";
import { GradeHistoryList } from "./grade-history-list";
import { GraderTab, GraderTabList, GraderTabPanel, GraderTabs } from "./grader-tabs";
import { RateLimitNotice } from "./rate-limit-notice";
import { SummaryResultCard } from "./summary-result-card";
import { TextAnalysisForm } from "./text-analysis-form";
import { UrlAnalysisForm } from "./url-analysis-form";
import { type GraderMode, useListingGrader } from "./use-listing-grader";

interface ListingGraderProps {
  /** Whether to list the user's past analyses (signed in). */
  signedIn: boolean;
  /** The level of the grader's own headings: h2 under the grader page's h1, h3 under the home page's h2. */
  headingLevel?: "h2" | "h3";
}

/** Reloads the usage when the window that holds the limit ends, so the buttons come back by themselves. */
function useUsageRefresh(resetsAt: string | null | undefined, refetch: () => unknown) {
  useEffect(() => {
    if (!resetsAt) return;
    const wait = Date.parse(resetsAt) - Date.now() + 1000;
    if (wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [resetsAt, refetch]);
}

/**
 * The listing-quality grader of spec §2, §4, §5 and §8, for the home page's grader section and /listing-quality-grader:
 * the limit state, the URL and Text tabs, then the result card or the error panel, the debug log and the history.
 */
export function ListingGrader({ signedIn, headingLevel = "h2" }: ListingGraderProps) {
  const grader = useListingGrader();
  const usage = useGraderUsage();
  useUsageRefresh(usage.data?.remaining === 0 ? usage.data.resetsAt : null, usage.refetch);
  const limited = usage.data ? !usage.data.bypassed && usage.data.remaining === 0 : false;
  const { result, error } = grader;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 text-left">
      <RateLimitNotice usage={usage.data} />
      <Card>
        <CardContent className="pt-6">
          <GraderTabs value={grader.tab} onValueChange={(value) => grader.setTab(value as GraderMode)}>
            <GraderTabList aria-label="How to give your listing">
              <GraderTab value="url">
                <Link2 aria-hidden="true" />
                URL Analysis
              </GraderTab>
              <GraderTab value="text">
                <FileText aria-hidden="true" />
                Text Analysis
              </GraderTab>
            </GraderTabList>
            <GraderTabPanel value="url">
              <UrlAnalysisForm
                pending={grader.phase === "pending"}
                busy={grader.busy}
                limited={limited}
                focusRequest={grader.tab === "url" ? grader.focusRequest : 0}
                onSubmit={(url) => void grader.submitUrl(url)}
              />
            </GraderTabPanel>
            <GraderTabPanel value="text">
              <TextAnalysisForm
                analyzing={grader.phase === "analyzing"}
                busy={grader.busy}
                limited={limited}
                focusRequest={grader.tab === "text" ? grader.focusRequest : 0}
                onSubmit={(text) => void grader.submitText(text)}
              />
            </GraderTabPanel>
          </GraderTabs>
        </CardContent>
      </Card>
      {error ? <AnalysisErrorPanel error={error} onTryAgain={grader.tryAgain} headingLevel={headingLevel} /> : null}
      {!error && result?.visibility === "full" ? <FullResultCard analysis={result} headingLevel={headingLevel} /> : null}
      {!error && result?.visibility === "summary" ? <SummaryResultCard analysis={result} headingLevel={headingLevel} /> : null}
      <DebugLog lines={grader.logs} />
      {signedIn ? <GradeHistoryList headingLevel={headingLevel} /> : null}
    </div>
  );
}
