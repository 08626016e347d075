import { CircleAlert, CircleCheck, LoaderCircle, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { formatMegabytes } from "./upload-rules";
import type { UploadItem } from "./use-photo-uploads";

const STATE_TEXT: Record<UploadItem["state"], string> = {
  waiting: "Waiting",
  uploading: "Uploading",
  processing: "Checking and captioning",
  done: "Done",
  failed: "Not uploaded",
};

/** Each photo of the batch with its own progress bar, and the reason when one was refused. */
export function UploadQueue({ items, onDismiss }: { items: UploadItem[]; onDismiss: (key: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Uploads">
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.key} className="flex flex-col gap-1.5 rounded-md border bg-card px-3 py-2 text-sm">
            <div className="flex items-center gap-2">
              {item.state === "done" ? (
                <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
              ) : item.state === "failed" ? (
                <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
              ) : (
                <LoaderCircle className={cn("size-4 shrink-0 text-muted-foreground", item.state !== "waiting" && "animate-spin")} aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1 truncate font-medium" title={item.name}>
                {item.name}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {STATE_TEXT[item.state]}
                {item.state === "uploading" ? ` ${percent}%` : ""} · {formatMegabytes(item.size)}
              </span>
              {item.state === "failed" ? (
                <Button variant="ghost" size="icon" className="size-7" onClick={() => onDismiss(item.key)} aria-label={`Dismiss ${item.name}`}>
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </div>
            {item.state === "failed" ? (
              <p role="alert" className="text-xs text-destructive">
                {item.error}
                {item.errorCode === "insufficient_credits" ? (
                  <>
                    {" "}
                    <Link to="/pricing" className="font-medium underline">
                      Buy credits
                    </Link>
                  </>
                ) : null}
              </p>
            ) : (
              <div
                role="progressbar"
                aria-label={`Upload of ${item.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-1.5 overflow-hidden rounded-full bg-muted"
              >
                <div className={cn("h-full rounded-full bg-primary transition-[width]", item.state === "processing" && "animate-pulse", item.state === "done" && "bg-success")} style={{ width: `${percent}%` }} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
