import { useQueryClient } from "../../../lib/query";
import { Copy, Download } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import type { ListingDetail, UpdateListingRequest } from "../../../../contracts/listings";
import { MARKETPLACE_RULES } from "../../../../core/marketplaces/marketplace-rules";
import { listingToPlainText } from "../../../../core/writer/export-listing";
import { SECTION_KEYS, SECTION_LABELS } from "../../../../core/writer/generated-listing";
import { REWRITABLE_PART_LABELS, type RewritablePart, type RewriteDirection } from "../../../../core/writer/rewrite-direction";
import { duplicateListing } from "../api/duplicate-listing";
import { listingQuery } from "../api/get-listing";
import { exportHref } from "../api/listing-export-href";
import { listingPagesQueryKey, listingsQueryKey } from "../api/listings-query-key";
import { regenerateSection } from "../api/regenerate-section";
import { updateListing } from "../api/update-listing";
import { ChecksList } from "./checks-list";
import { CopyButton } from "./copy-button";
import { EditableText } from "./editable-text";
import { GradePanel } from "./grade-panel";
import { PlaceWarningsNotice } from "./place-warnings-notice";
import { TitleOptions } from "./title-options";

/** An empty section is left out of the listing and its exports: the host may still write it. */
const EMPTY_SECTION_NOTE =
  "Left out of your listing: the facts give no transport, parking or nearby places to write about. Add them on the form, or write this section yourself with Edit.";

function failMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong; please try again.";
}

/** What the host asked for, to say it back when the writer could not do it. */
const ASKED: Readonly<Record<RewriteDirection["kind"], string>> = {
  shorter: "shorter",
  warmer: "warmer",
  more_detail: "more detailed",
  more_formal: "more formal",
  lead_with: "open with that",
};

function partText(listing: ListingDetail, part: RewritablePart): string | undefined {
  return part === "summary" ? listing.output?.summary : listing.output?.sections[part];
}

/** A written listing: every part with copy, count, edit and rewrite; checks, grade, exports. */
export function ListingResult({ listing }: { listing: ListingDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busySection, setBusySection] = useState<RewritablePart | null>(null);
  const output = listing.output;
  if (!output) return null;
  const rules = MARKETPLACE_RULES[output.marketplace];
  const highlights = listing.facts.highlights ?? [];

  const store = (next: ListingDetail) => {
    queryClient.setQueryData(listingQuery(listing.id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: listingPagesQueryKey });
  };
  const save = async (edits: UpdateListingRequest) => {
    try {
      store(await updateListing(listing.id, edits));
      showToast({ title: "Saved", description: "Checks and score are updated.", variant: "success", duration: 2500 });
    } catch (error) {
      showToast({ title: "Not saved", description: failMessage(error), variant: "destructive" });
      throw error;
    }
  };
  const rewrite = async (part: RewritablePart, direction?: RewriteDirection) => {
    setBusySection(part);
    try {
      const next = await regenerateSection(listing.id, part, direction);
      store(next);
      if (direction && partText(next, part) === partText(listing, part)) {
        const why = direction.kind === "lead_with" ? "It already opens with that." : `The writer could not make it ${ASKED[direction.kind]} from your facts. Try another way, or edit it yourself.`;
        showToast({ title: "Nothing changed", description: why });
      } else {
        showToast({ title: `${REWRITABLE_PART_LABELS[part]} rewritten`, variant: "success", duration: 2500 });
      }
    } catch (error) {
      showToast({ title: "Could not rewrite it", description: failMessage(error), variant: "destructive" });
    } finally {
      setBusySection(null);
    }
  };
  const duplicate = async () => {
    try {
      const copy = await duplicateListing(listing.id);
      void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
      showToast({ title: "Copy made", description: "You are now editing the copy.", variant: "success" });
      void navigate(`/listings/${copy.id}`);
    } catch (error) {
      showToast({ title: "Could not copy it", description: failMessage(error), variant: "destructive" });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{rules.name}</Badge>
          <Badge variant="outline">{output.writer.label}</Badge>
          {output.writer.attempts > 1 ? <Badge variant="outline">{output.writer.attempts} attempts</Badge> : null}
        </div>
        <PlaceWarningsNotice warnings={output.placeWarnings ?? []} />
        <TitleOptions titles={output.titles} chosen={output.title} marketplace={output.marketplace} onChoose={(title) => void save({ title }).catch(() => undefined)} />
        <EditableText
          label="Summary"
          headingLevel="h2"
          text={output.summary}
          max={rules.limits.summary?.max}
          onSave={(summary) => save({ summary })}
          onRewrite={(direction) => rewrite("summary", direction)}
          highlights={highlights}
          busy={busySection === "summary"}
        />
        {SECTION_KEYS.map((key) => (
          <EditableText
            key={key}
            label={SECTION_LABELS[key]}
            text={output.sections[key]}
            onSave={(text) => save({ sections: { [key]: text } })}
            onRewrite={(direction) => rewrite(key, direction)}
            highlights={highlights}
            busy={busySection === key}
            emptyNote={EMPTY_SECTION_NOTE}
          />
        ))}
        {output.houseRules.length > 0 ? (
          <section className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">House rules</h3>
              <CopyButton text={output.houseRules.join("\n")} what="House rules" />
            </div>
            <ul className="list-disc pl-5">
              {output.houseRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {output.pointsOfInterest.length > 0 ? (
          <section className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
            <h3 className="font-semibold">Nearby, as written in the listing</h3>
            <ul className="grid gap-1 text-sm sm:grid-cols-2">
              {output.pointsOfInterest.map((point) => (
                <li key={`${point.name}-${point.category}`}>
                  <span className="font-medium">{point.name}</span>{" "}
                  <span className="text-muted-foreground">
                    {point.category}
                    {point.distanceMeters !== null ? ` · ${point.distanceMeters} m · ${point.walkMinutes} min walk` : ""}
                    {point.source === "host" ? " · your tip" : ""}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold">Search keywords</h3>
            <CopyButton text={output.seoKeywords.join(", ")} what="Search keywords" />
          </div>
          <p className="text-sm">{output.seoKeywords.join(", ")}</p>
        </section>
      </div>
      <aside className="flex flex-col gap-4" aria-label="Score, checks and export">
        {listing.grade ? <GradePanel grade={listing.grade} /> : null}
        <ChecksList checks={output.checks} />
        <section className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
          <h2 className="font-semibold">Export</h2>
          <div className="flex flex-wrap gap-2">
            {(["md", "txt", "json"] as const).map((format) => (
              <Button key={format} asChild variant="outline" size="sm">
                <a href={exportHref(listing.id, format)} download>
                  <Download aria-hidden="true" />
                  {format === "md" ? "Markdown" : format === "txt" ? "Plain text" : "JSON"}
                </a>
              </Button>
            ))}
          </div>
          <div>
            <CopyButton text={listingToPlainText(output)} what="The whole listing" label="Copy the whole listing" />
          </div>
          <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => void duplicate()}>
            <Copy aria-hidden="true" />
            Duplicate to make a variant
          </Button>
        </section>
      </aside>
    </div>
  );
}
