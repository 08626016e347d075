import { cn } from "../../../lib/cn";
import { CopyButton } from "./copy-button";

/** Characters as the marketplaces count them (code points). */
function countCharacters(text: string): number {
  return Array.from(text).length;
}

/** One text of a photo (its caption or alt text) with its length against the limit and a copy button. */
export function CaptionText({ label, text, limit, fileName }: { label: "Caption" | "Alt text"; text: string; limit: number; fileName: string }) {
  const length = countCharacters(text);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
        <div className="flex items-center gap-2">
          <span className={cn("text-xs tabular-nums", length > limit ? "font-semibold text-destructive" : "text-muted-foreground")} aria-label={`${length} of at most ${limit} characters`}>
            {length}/{limit}
          </span>
          <CopyButton text={text} label={`Copy the ${label.toLowerCase()} of ${fileName}`} what={label} />
        </div>
      </div>
      <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm break-words">{text}</p>
    </div>
  );
}
