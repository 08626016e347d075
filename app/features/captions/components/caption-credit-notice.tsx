import { Link } from "react-router";
import type { CaptionWriterInfo } from "../../../../contracts/captions";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";

/** Who writes the captions and what they cost: 1 image caption credit per photo captioned, rewrites free. */
export function CaptionCreditNotice({ writer, captionCredits, isAdmin }: { writer: CaptionWriterInfo; captionCredits: number | null; isAdmin: boolean }) {
  const none = !isAdmin && captionCredits === 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant={writer.kind === "ai" ? "default" : "secondary"}>{writer.kind === "ai" ? `AI: ${writer.label}` : "Offline writer"}</Badge>
        <span>
          {writer.kind === "ai"
            ? "Each photo is captioned as it uploads, from what the model sees."
            : "No AI model is set up: pick each photo's room and what it shows, and the offline writer composes the caption and alt text from that."}
        </span>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="caption-credit-line">
        {isAdmin ? (
          "Admin: captions are not charged."
        ) : (
          <>
            1 image caption credit per photo captioned; rewriting a caption is free. You have{" "}
            <strong className="text-foreground">{captionCredits ?? "…"}</strong> image caption credit{captionCredits === 1 ? "" : "s"}.
          </>
        )}
      </p>
      {none ? (
        <Alert variant="destructive" title="You have no image caption credits">
          Please purchase more credits to continue. Each listing credit you buy brings 50 image caption credits: <Link to="/pricing">see the plans</Link>.
        </Alert>
      ) : null}
    </div>
  );
}
