import { CircleAlert, TriangleAlert } from "lucide-react";
import type { CaptionPhoto } from "../../../../contracts/captions";
import { cn } from "../../../lib/cn";

export const ISSUE_LABELS: Record<CaptionPhoto["issues"][number]["kind"], string> = {
  low_resolution: "Low resolution",
  portrait: "Portrait",
  dark: "Too dark",
  blurred: "Blurred",
  near_duplicate: "Near-duplicate",
};

/** A photo's audit findings, each with what to do about it. */
export function PhotoIssues({ issues }: { issues: CaptionPhoto["issues"] }) {
  if (issues.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Photo problems">
      {issues.map((issue) => {
        const Icon = issue.severity === "error" ? CircleAlert : TriangleAlert;
        return (
          <li key={issue.kind} className="flex gap-2 text-sm">
            <Icon className={cn("mt-0.5 size-4 shrink-0", issue.severity === "error" ? "text-destructive" : "text-warning")} aria-hidden="true" />
            <span className="text-muted-foreground">{issue.message}</span>
          </li>
        );
      })}
    </ul>
  );
}
