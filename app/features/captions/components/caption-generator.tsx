import { useQueryClient } from "../../../lib/query";
import { FilePlus2, LoaderCircle } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { CaptionSetSummary } from "../../../../contracts/captions";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { showToast } from "../../../lib/toast";
import { captionKeys } from "../api/caption-query-keys";
import { createCaptionSet } from "../api/create-caption-set";
import { useDeleteCaptionPhoto } from "../api/delete-caption-photo";
import { useCaptionSet } from "../api/get-caption-set";
import { useCaptionWriter } from "../api/get-caption-writer";
import { useUpdateCaptionSet } from "../api/update-caption-set";
import { AuditPanel } from "./audit-panel";
import { CaptionCreditNotice } from "./caption-credit-notice";
import { ExportBar } from "./export-bar";
import { PhotoDropZone } from "./photo-drop-zone";
import { PhotoList } from "./photo-list";
import { SetHistory } from "./set-history";
import { SetSettings, type SetSettingsValues } from "./set-settings";
import { UploadQueue } from "./upload-queue";
import { checkSelection } from "./upload-rules";
import { usePhotoUploads } from "./use-photo-uploads";

const NEW_SET: SetSettingsValues = { name: "", bedrooms: null, marketplace: "airbnb" };

interface Props {
  captionCredits: number | null;
  isAdmin: boolean;
  /** Called after anything that may have charged a credit (the page reads the balance again). */
  onCreditsChanged: () => void;
  /** Shown under the history: where to go next. */
  footer?: ReactNode;
}

/** The caption generator: upload a home's photos, see the audit, and copy or export each caption and alt text. */
export function CaptionGenerator({ captionCredits, isAdmin, onCreditsChanged, footer }: Props) {
  const [params, setParams] = useSearchParams();
  const setId = params.get("set");
  const queryClient = useQueryClient();
  const writer = useCaptionWriter();
  const set = useCaptionSet(setId);
  const update = useUpdateCaptionSet(setId ?? "");
  const remove = useDeleteCaptionPhoto(setId ?? "");
  const [draft, setDraft] = useState<SetSettingsValues>(NEW_SET);
  const [refusals, setRefusals] = useState<string[]>([]);

  // Refs, so the upload queue's callbacks stay the same while a batch runs.
  const currentSetId = useRef(setId);
  const draftRef = useRef(draft);
  const creating = useRef<Promise<string> | null>(null);
  useEffect(() => {
    currentSetId.current = setId;
  }, [setId]);
  draftRef.current = draft;

  const ensureSet = useCallback(async () => {
    if (currentSetId.current) return currentSetId.current;
    creating.current ??= createCaptionSet({ name: draftRef.current.name.trim() || undefined, bedrooms: draftRef.current.bedrooms, marketplace: draftRef.current.marketplace })
      .then((created) => {
        currentSetId.current = created.id;
        queryClient.setQueryData(captionKeys.set(created.id), created);
        setParams({ set: created.id }, { replace: true });
        return created.id;
      })
      .finally(() => {
        creating.current = null;
      });
    return creating.current;
  }, [queryClient, setParams]);

  const onUploaded = useCallback(
    (id: string) => {
      void queryClient.invalidateQueries({ queryKey: captionKeys.set(id) });
      void queryClient.invalidateQueries({ queryKey: captionKeys.sets });
      onCreditsChanged();
    },
    [queryClient, onCreditsChanged],
  );
  const uploads = usePhotoUploads({ ensureSet, onUploaded });

  if (!writer.data) {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Loading…
      </p>
    );
  }
  const info = writer.data;
  const noCredits = !isAdmin && captionCredits === 0;
  const photos = set.data?.photos ?? [];
  const inFlight = uploads.items.filter((item) => item.state !== "done" && item.state !== "failed").length;

  function addFiles(files: File[]) {
    const check = checkSelection(files, { maxBytes: info.maxPhotoBytes, room: info.maxPhotosPerSet - photos.length - inFlight });
    setRefusals(check.refused);
    if (check.accepted.length > 0) uploads.add(check.accepted);
  }

  function startNewSet() {
    currentSetId.current = null;
    setDraft(NEW_SET);
    setRefusals([]);
    setParams({}, { replace: false });
  }

  function openSet(summary: CaptionSetSummary) {
    setRefusals([]);
    setParams({ set: summary.id });
  }

  const settings: SetSettingsValues = set.data ? { name: set.data.name, bedrooms: set.data.bedrooms, marketplace: set.data.marketplace } : draft;
  return (
    <div className="flex flex-col gap-8">
      <CaptionCreditNotice writer={info} captionCredits={captionCredits} isAdmin={isAdmin} />
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-1 basis-72 flex-col gap-1.5">
            <CardTitle>{set.data ? set.data.name : "Upload a home's photos"}</CardTitle>
            <CardDescription>
              Up to {info.maxPhotosPerSet} photos a set, JPEG, PNG or WebP, {Math.round(info.maxPhotoBytes / (1024 * 1024))} MB each at most. Location and camera
              data (EXIF) are removed from every copy we keep.
            </CardDescription>
          </div>
          {setId ? (
            <Button variant="outline" size="sm" onClick={startNewSet}>
              <FilePlus2 aria-hidden="true" /> New set
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <SetSettings
            key={set.data?.id ?? "new"}
            initial={settings}
            saved={set.data !== undefined}
            onCommit={(patch) => (setId ? update.mutate(patch) : setDraft((current) => ({ ...current, ...patch })))}
          />
          <PhotoDropZone
            onFiles={addFiles}
            disabled={noCredits}
            hint={noCredits ? "Buy credits to caption photos." : `${photos.length} of ${info.maxPhotosPerSet} in this set. Photos upload three at a time.`}
          />
          {refusals.length > 0 ? (
            <Alert variant="destructive" title="Some photos were not added">
              <ul className="list-disc pl-4">
                {refusals.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <UploadQueue items={uploads.items} onDismiss={uploads.dismiss} />
        </CardContent>
      </Card>
      {set.isError ? (
        <Alert variant="destructive" title="This photo set could not be opened">
          {set.error.message}{" "}
          <Button variant="link" className="h-auto p-0" onClick={startNewSet}>
            Start a new set
          </Button>
        </Alert>
      ) : null}
      {set.data && photos.length > 0 ? (
        <>
          <AuditPanel set={set.data} />
          <section aria-labelledby="photos-heading" className="flex flex-col gap-4">
            <div className="flex flex-col gap-3">
              <h2 id="photos-heading" className="text-xl font-semibold">
                Captions and alt text
              </h2>
              <ExportBar set={set.data} />
            </div>
            <PhotoList
              set={set.data}
              writer={info}
              onCreditsChanged={onCreditsChanged}
              onDelete={(photoId) =>
                remove.mutate(photoId, { onError: (error) => showToast({ title: "The photo was not removed", description: error.message, variant: "destructive" }) })
              }
            />
          </section>
        </>
      ) : null}
      <SetHistory currentId={setId} onOpen={openSet} />
      {footer}
    </div>
  );
}
