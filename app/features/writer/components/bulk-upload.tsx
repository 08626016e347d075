import { useQueryClient } from "../../../lib/query";
import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { ApiError } from "../../../lib/api-client";
import { BULK_CSV_MAX_BYTES, type BulkJobSummary } from "../../../../contracts/bulk";
import { MARKETPLACE_IDS, MARKETPLACE_RULES } from "../../../../core/marketplaces/marketplace-rules";
import { balancesQueryKey } from "../../billing/api/get-balances";
import { homesQueryKey } from "../../homes/api/homes-query-key";
import { BULK_TEMPLATE_HREF, bulkResultsHref } from "../api/bulk-links";
import { useBulkJob } from "../api/get-bulk-job";
import { useBulkJobs } from "../api/list-bulk-jobs";
import { bulkQueryKey } from "../api/listings-query-key";
import { uploadBulkCsv } from "../api/upload-bulk-csv";
import { Form } from "../../../components/ui/form";

function JobProgress({ jobId }: { jobId: string }) {
  const job = useBulkJob(jobId);
  if (!job.data) return null;
  const { done, failed, totalRows, finished } = job.data;
  return (
    <section className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm" aria-labelledby={`job-${jobId}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`job-${jobId}`} className="font-semibold">
          {job.data.fileName}
        </h3>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {finished ? `Finished: ${done} written, ${failed} failed (refunded)` : `${done + failed} of ${totalRows} done`}
        </p>
      </div>
      <ProgressBar value={((done + failed) / Math.max(1, totalRows)) * 100} label={`${job.data.fileName} progress`} />
      <ul className="flex flex-col divide-y text-sm">
        {job.data.rows.map((row) => (
          <li key={row.rowNumber} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              Row {row.rowNumber}: {row.city}
              {row.title ? (
                <>
                  {" — "}
                  <Link className="text-primary underline-offset-4 hover:underline" to={`/listings/${row.listingId}`}>
                    {row.title}
                  </Link>
                </>
              ) : null}
            </span>
            <span className="flex items-center gap-2">
              {row.overallScore !== null ? <span className="text-muted-foreground">score {row.overallScore}</span> : null}
              <Badge variant={row.status === "done" ? "secondary" : "outline"}>{row.status === "failed" ? "failed, refunded" : row.status}</Badge>
            </span>
            {row.error ? <span className="w-full text-muted-foreground">{row.error}</span> : null}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {(["csv", "json"] as const).map((format) => (
          <Button key={format} asChild variant="outline" size="sm">
            <a href={bulkResultsHref(jobId, format)} download>
              <Download aria-hidden="true" />
              Results as {format.toUpperCase()}
            </a>
          </Button>
        ))}
      </div>
    </section>
  );
}

interface BulkUploadForm {
  files: FileList | undefined;
  marketplace: (typeof MARKETPLACE_IDS)[number];
  createHomes: boolean;
}

/** Property managers: a CSV of homes in, one listing per row written in the background, results out. */
export function BulkUpload({ credits }: { credits: number | undefined }) {
  const form = useForm<BulkUploadForm>({ defaultValues: { files: undefined, marketplace: "airbnb", createHomes: true } });
  const file = useWatch({ control: form.control, name: "files" })?.[0] ?? null;
  // The checks' and the server's message, above the button.
  const error = form.formState.errors.root?.message;
  const setError = (message: string) => form.setError("root", { type: "upload", message });
  const busy = form.formState.isSubmitting;
  const [current, setCurrent] = useState<string | null>(null);
  const jobs = useBulkJobs();
  const queryClient = useQueryClient();

  const submit = form.handleSubmit(async ({ marketplace, createHomes }) => {
    if (!file) return setError("Choose a CSV file first.");
    if (file.size > BULK_CSV_MAX_BYTES) return setError(`The file is ${Math.round(file.size / 1024)} KB; one upload takes at most ${Math.round(BULK_CSV_MAX_BYTES / 1000)} KB.`);
    try {
      const job = await uploadBulkCsv(file.name, await file.text(), marketplace, createHomes);
      setCurrent(job.id);
      void queryClient.invalidateQueries({ queryKey: bulkQueryKey });
      void queryClient.invalidateQueries({ queryKey: balancesQueryKey });
      if (createHomes) void queryClient.invalidateQueries({ queryKey: homesQueryKey });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : "The upload failed; please try again.");
    }
  });

  const earlier = (jobs.data?.items ?? []).filter((job: BulkJobSummary) => job.id !== current);
  return (
    <div className="flex flex-col gap-6">
      <Form onSubmit={submit} className="flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm">
        <p className="text-sm">
          One row per property, with the columns of the{" "}
          <a className="font-medium text-primary underline underline-offset-4" href={BULK_TEMPLATE_HREF} download>
            CSV template
          </a>
          . Each row uses one listing credit, reserved at upload and given back for any row that fails.
          {credits !== undefined ? ` You have ${credits} listing credits.` : ""}
        </p>
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
          <div className="flex flex-col gap-2">
            <Label htmlFor="bulk-file">CSV file</Label>
            <input
              id="bulk-file"
              type="file"
              accept=".csv,text/csv"
              className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium"
              {...form.register("files")}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="bulk-marketplace">Marketplace (rows may name their own)</Label>
            <NativeSelect id="bulk-marketplace" {...form.register("marketplace")}>
              {MARKETPLACE_IDS.map((id) => (
                <option key={id} value={id}>
                  {MARKETPLACE_RULES[id].name}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary" {...form.register("createHomes")} />
          <span>
            <span className="font-medium">Keep each row as one of my homes</span>
            <span className="block text-muted-foreground">Named by its address (else its type and place), to write, grade and follow each home from its page.</span>
          </span>
        </label>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <Button type="submit" className="self-start" disabled={busy || !file}>
          <Upload aria-hidden="true" />
          {busy ? "Uploading…" : "Upload and write"}
        </Button>
      </Form>
      {current ? <JobProgress jobId={current} /> : null}
      {earlier.length > 0 ? (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">Earlier uploads</h2>
          {earlier.slice(0, 5).map((job) => (
            <JobProgress key={job.id} jobId={job.id} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
