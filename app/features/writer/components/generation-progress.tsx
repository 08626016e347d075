import { AlertTriangle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { SECTION_KEYS, SECTION_LABELS, type SectionKey } from "../../../../core/writer/generated-listing";

export interface PartialListing {
  titles?: (string | undefined)[];
  summary?: string;
  sections?: Partial<Record<SectionKey, string>>;
}

export type GenerationState =
  | { state: "running"; progress: number; stage: string; writer: string; texts: PartialListing }
  | { state: "failed"; message: string; listingId: string | null };

const STAGE_TEXT: Record<string, string> = {
  starting: "Starting…",
  places: "Looking up what is nearby…",
  writing: "Writing your listing…",
  checking: "Checking it against the marketplace's rules and your facts…",
  repairing: "Fixing what did not pass the checks…",
  grading: "Grading the result…",
};

/** The page while a listing is written: a progress bar and each section as it arrives. */
export function GenerationProgress({ generation, onBack }: { generation: GenerationState; onBack: () => void }) {
  if (generation.state === "failed") {
    return (
      <Card role="alert" className="border-destructive/50">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
            The listing could not be written
          </CardTitle>
          <CardDescription>{generation.message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onBack}>Back to the form</Button>
        </CardContent>
      </Card>
    );
  }
  const { texts } = generation;
  const title = texts.titles?.find(Boolean);
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-medium" aria-live="polite">
            {STAGE_TEXT[generation.stage] ?? "Working…"}
          </p>
          <p className="text-sm text-muted-foreground">Writer: {generation.writer}</p>
        </div>
        <ProgressBar value={generation.progress} label="Listing progress" />
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{title ?? <span className="text-muted-foreground">Title…</span>}</CardTitle>
          {texts.summary ? <CardDescription className="whitespace-pre-line text-base text-foreground">{texts.summary}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {/* A section that arrived empty is left out of the listing, so it is not shown as still coming. */}
          {SECTION_KEYS.filter((key) => texts.sections?.[key] !== "").map((key) => (
            <section key={key} className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold text-muted-foreground">{SECTION_LABELS[key]}</h3>
              {texts.sections?.[key] ? <p className="whitespace-pre-line">{texts.sections[key]}</p> : <div className="h-12 animate-pulse rounded bg-muted motion-reduce:animate-none" aria-hidden="true" />}
            </section>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
