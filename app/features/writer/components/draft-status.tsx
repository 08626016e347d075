import type { DraftStatus } from "./use-facts-draft";

function time(iso: string | null): string {
  return iso ? new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }) : "";
}

/** "Draft saved 14:02", so the host knows leaving the page loses nothing. */
export function DraftStatusLine({ status }: { status: DraftStatus }) {
  const text =
    status.state === "loading"
      ? "Loading your draft…"
      : status.state === "saving"
        ? "Saving draft…"
        : status.state === "unsaved"
          ? "Unsaved changes"
          : status.state === "error"
            ? "The draft could not be saved; your changes are still here."
            : status.at
              ? `Draft saved ${time(status.at)}`
              : "New draft";
  return (
    <p role="status" className={status.state === "error" ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
      {text}
    </p>
  );
}
