import { Download } from "lucide-react";
import type { CaptionSet } from "../../../../contracts/captions";
import { Button } from "../../../components/ui/button";
import { captionExportHref } from "../api/caption-export-href";
import { CopyButton } from "./copy-button";

/** Every caption of the set as one text, in the suggested order, for pasting into notes or a message. */
export function allCaptionsText(set: CaptionSet): string {
  const byId = new Map(set.photos.map((photo) => [photo.id, photo]));
  return set.audit.order
    .map((id) => byId.get(id))
    .filter((photo) => photo?.caption)
    .map((photo, index) => `${index + 1}. ${photo!.fileName}\nCaption: ${photo!.caption}\nAlt text: ${photo!.altText}`)
    .join("\n\n");
}

/** Copy every caption at once, or download them as CSV or JSON. */
export function ExportBar({ set }: { set: CaptionSet }) {
  const captioned = set.photos.filter((photo) => photo.caption).length;
  if (captioned === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Export the captions">
      <span className="mr-auto text-sm text-muted-foreground">
        {captioned} of {set.photos.length} photo{set.photos.length === 1 ? "" : "s"} captioned
      </span>
      <CopyButton text={allCaptionsText(set)} label="Copy all captions" what="All captions">
        Copy all
      </CopyButton>
      <Button variant="outline" size="sm" className="h-8 px-2.5" asChild>
        <a href={captionExportHref(set.id, "csv")} download>
          <Download aria-hidden="true" /> CSV
        </a>
      </Button>
      <Button variant="outline" size="sm" className="h-8 px-2.5" asChild>
        <a href={captionExportHref(set.id, "json")} download>
          <Download aria-hidden="true" /> JSON
        </a>
      </Button>
    </div>
  );
}
