import { useCallback, useState } from "react";
import type { AnalyzeListingRequest, AnalyzeListingResponse } from "../../../../contracts/grader";
import { parseListingUrl } from "../../../../core/listing-import/listing-url";
import { validateListingText } from "../../../../core/listing-text/validate-listing-text";
import { showToast } from "../../../lib/toast";
import { useAnalyzeListing } from "../api/analyze-listing";
import { describeFailureForLog, wasNotCounted } from "./describe-failure";
import { TEXT_ANALYSIS_PAUSE_MS } from "./grader-rules";
import { type GraderMode, notifyAnalysisFailure, readFailureMessage } from "./notify-analysis-failure";

export type { GraderMode };
export type GraderPhase = "idle" | "pending" | "analyzing";

export interface DebugLine {
  at: string;
  text: string;
}

export interface GraderError {
  message: string;
  mode: GraderMode;
  /** The server could not reach the marketplace and gave the analysis back. */
  notCounted: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The grader's states (spec §4): URL analysis is idle → pending → a result or an error; text analysis is idle →
 * analyzing (after a 1-second pause) → a result or an error. Each submission clears the previous result and error.
 */
export function useListingGrader() {
  const analyze = useAnalyzeListing();
  const [tab, setTab] = useState<GraderMode>("url");
  const [phase, setPhase] = useState<GraderPhase>("idle");
  const [result, setResult] = useState<AnalyzeListingResponse | null>(null);
  const [error, setError] = useState<GraderError | null>(null);
  const [logs, setLogs] = useState<DebugLine[]>([]);
  /** Bumped by Try Again, so the tab's field takes the focus. */
  const [focusRequest, setFocusRequest] = useState(0);

  const log = useCallback((text: string) => {
    setLogs((lines) => [...lines, { at: new Date().toLocaleTimeString([], { hour12: false }), text }]);
  }, []);

  const run = async (mode: GraderMode, body: AnalyzeListingRequest) => {
    const started = performance.now();
    try {
      const answer = await analyze.mutateAsync(body);
      log(`Answer in ${Math.round(performance.now() - started)} ms: ${answer.message}, ${answer.overallScore}/100`);
      for (const note of answer.notes) log(note);
      setResult(answer);
    } catch (failure) {
      const message = readFailureMessage(failure, mode);
      log(describeFailureForLog(failure, message));
      setError({ message, mode, notCounted: wasNotCounted(failure) });
      notifyAnalysisFailure(failure, mode, message);
    } finally {
      setPhase("idle");
    }
  };

  const clear = () => {
    setError(null);
    setResult(null);
  };

  const submitUrl = async (url: string) => {
    clear();
    const parsed = parseListingUrl(url);
    if (!parsed.ok) {
      log(`URL refused before sending: ${parsed.message}`);
      showToast({ title: "Invalid URL", description: "Please enter a valid Airbnb listing URL.", variant: "destructive" });
      return;
    }
    setPhase("pending");
    log(`Analyzing ${parsed.canonicalUrl}`);
    await run("url", { url: url.trim() });
  };

  const submitText = async (text: string) => {
    clear();
    const problem = validateListingText(text);
    if (problem?.code === "empty_text") {
      setError({ message: problem.message, mode: "text", notCounted: false });
      return;
    }
    if (problem) {
      showToast({ title: problem.title, description: problem.message, variant: "destructive" });
      return;
    }
    setPhase("analyzing");
    log(`Analyzing ${text.trim().length} characters of pasted text`);
    await pause(TEXT_ANALYSIS_PAUSE_MS);
    await run("text", { text });
  };

  /** The error panel's Try Again: back to the tab the error came from. */
  const tryAgain = () => {
    if (error) setTab(error.mode);
    setError(null);
    setFocusRequest((n) => n + 1);
  };

  return { tab, setTab, phase, busy: phase !== "idle", result, error, logs, focusRequest, submitUrl, submitText, tryAgain };
}
