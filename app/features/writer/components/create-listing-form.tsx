import { useQueryClient } from "../../../lib/query";
import { WandSparkles } from "lucide-react";
import { useState } from "react";
import type { FieldErrors as FormErrors } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { LoadingScreen } from "../../../components/layout/loading-screen";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import type { PropertyFacts } from "../../../../core/writer/property-facts";
import { balancesQueryKey } from "../../billing/api/get-balances";
import { SaveAsHome } from "../../homes/components/save-as-home";
import { generateListingStream } from "../api/generate-listing-stream";
import { homesQueryKey } from "../../homes/api/homes-query-key";
import { deleteDraft } from "../api/delete-draft";
import { useWriterInfo } from "../api/get-writer-info";
import { listingsQueryKey } from "../api/listings-query-key";
import { AmenityPicker } from "./amenity-picker";
import { BasicsFields } from "./basics-fields";
import { DraftStatusLine } from "./draft-status";
import { labelOfField } from "./fact-messages";
import { FactsPreviewPanel } from "./facts-preview-panel";
import type { FactsDraft } from "./facts-draft";
import { flattenFactErrors } from "./facts-resolver";
import { GenerationProgress, type GenerationState, type PartialListing } from "./generation-progress";
import { GuestsFields } from "./guests-fields";
import { HouseRulesFields } from "./house-rules-fields";
import { LocationFields } from "./location-fields";
import { PointsFields } from "./points-fields";
import { StyleFields } from "./style-fields";
import { useFactsDraft } from "./use-facts-draft";
import { Form } from "../../../components/ui/form";

/** The guided form, then the streamed writing, then the result page. */
export function CreateListingForm({
  initial,
  credits,
  home = null,
}: {
  initial: FactsDraft | null;
  credits: number | undefined;
  /** The home the listing is written for (its facts are `initial`); the facts are saved to it when it is written. */
  home?: { id: string; name: string } | null;
}) {
  const { form, draft, update, status } = useFactsDraft(initial);
  const writer = useWriterInfo();
  const errors = flattenFactErrors(form.formState.errors);
  const [generation, setGeneration] = useState<GenerationState | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /** The form's resolver found problems: each field's message is shown at the field and in the list above the form. */
  const showMissing = (found: FormErrors<FactsDraft>) => {
    const count = Object.keys(flattenFactErrors(found)).length;
    showToast({ title: "Some details are missing", description: `${count} ${count === 1 ? "field needs" : "fields need"} your attention; they are marked in red.`, variant: "destructive" });
  };

  /** The facts, valid; else null with the problems shown (for "Save as a home", which checks them as for writing). */
  const readFacts = async (): Promise<PropertyFacts | null> => {
    let facts: PropertyFacts | null = null;
    await form.handleSubmit((valid) => {
      facts = valid;
    }, showMissing)();
    return facts;
  };

  const write = async (facts: PropertyFacts) => {
    setGeneration({ state: "running", progress: 2, stage: "starting", writer: writer.data?.label ?? "", texts: {} });
    try {
      await generateListingStream({ facts, ...(home ? { homeId: home.id } : {}) }, (e) => {
        if (e.type === "started") setGeneration((g) => (g?.state === "running" ? { ...g, writer: e.writer } : g));
        else if (e.type === "stage") setGeneration((g) => (g?.state === "running" ? { ...g, stage: e.stage, progress: Math.max(g.progress, e.progress) } : g));
        else if (e.type === "partial") setGeneration((g) => (g?.state === "running" ? { ...g, texts: e.texts as PartialListing, progress: Math.max(g.progress, e.progress) } : g));
        else if (e.type === "done") {
          void deleteDraft().catch(() => undefined);
          void queryClient.invalidateQueries({ queryKey: balancesQueryKey });
          void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
          if (home) void queryClient.invalidateQueries({ queryKey: homesQueryKey });
          showToast({ title: "Your listing is ready", description: "Copy each section into the marketplace, or edit it here first.", variant: "success" });
          void navigate(`/listings/${e.listing.id}`);
        } else if (e.type === "error") setGeneration({ state: "failed", message: e.error.message, listingId: e.listingId });
      });
    } catch (error) {
      setGeneration({ state: "failed", message: error instanceof ApiError ? error.message : "The listing could not be written. Nothing was charged; please try again.", listingId: null });
    }
  };
  const submit = form.handleSubmit(write, showMissing);

  if (generation) return <GenerationProgress generation={generation} onBack={() => setGeneration(null)} />;
  // The form appears with the saved draft in it, so that folds holding ticked amenities open as they should.
  if (status.state === "loading") return <LoadingScreen />;

  const errorCount = Object.keys(errors).length;
  const props = { draft, update, errors };
  return (
    <Form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <DraftStatusLine status={status} />
        {writer.data?.kind === "offline" ? (
          <p className="rounded-full border px-3 py-1 text-xs font-medium text-muted-foreground">Offline writer: written from your facts, without an AI model</p>
        ) : writer.data ? (
          <p className="rounded-full border px-3 py-1 text-xs font-medium text-muted-foreground">Writer: {writer.data.label}</p>
        ) : null}
      </div>
      {errorCount > 0 ? (
        <Alert variant="destructive" title="Some details are missing or not valid">
          <ul className="list-disc pl-5">
            {Object.entries(errors).map(([path, message]) => (
              <li key={path}>
                <span className="font-medium">{labelOfField(path)}</span>: {message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <BasicsFields {...props} />
      <LocationFields {...props} />
      <GuestsFields {...props} />
      <AmenityPicker {...props} />
      <HouseRulesFields {...props} />
      <PointsFields {...props} />
      <StyleFields {...props} writer={writer.data} />
      <FactsPreviewPanel draft={draft} />
      <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          One listing uses one listing credit, charged only when it is written.{" "}
          {credits !== undefined ? (
            <span className="font-medium">You have {credits} listing credit{credits === 1 ? "" : "s"}.</span>
          ) : null}{" "}
          {credits === 0 ? (
            <Link to="/pricing" className="font-medium text-primary underline underline-offset-4">
              Buy credits
            </Link>
          ) : null}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {home ? null : <SaveAsHome readFacts={readFacts} />}
          <Button type="submit" size="lg" disabled={credits === 0}>
            <WandSparkles aria-hidden="true" />
            Write my listing
          </Button>
        </div>
      </div>
    </Form>
  );
}
