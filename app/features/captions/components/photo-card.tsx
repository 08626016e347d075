import { LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { CaptionPhoto, CaptionWriterInfo } from "../../../../contracts/captions";
import { ROOM_TYPE_LABELS } from "../../../../core/captions/room-types";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { CaptionText } from "./caption-text";
import { PhotoIssues } from "./photo-issues";
import { type Picks, RoomPicker } from "./room-picker";

interface Props {
  photo: CaptionPhoto;
  /** 1-based place in the suggested order. */
  order: number;
  isCover: boolean;
  writer: CaptionWriterInfo;
  writing: boolean;
  onWrite: (picks: Partial<Picks>) => void;
  onDelete: () => void;
}

function PhotoFailure({ photo }: { photo: CaptionPhoto }) {
  if (!photo.error) return null;
  return (
    <Alert variant="destructive" title={photo.caption ? "The new caption was not written" : "No caption yet"}>
      {photo.error.message}
      {photo.error.code === "insufficient_credits" ? (
        <>
          {" "}
          <Link to="/pricing">Buy credits</Link>: each listing credit brings 50 image caption credits.
        </>
      ) : null}
    </Alert>
  );
}

/** One photo: its thumbnail and audit findings, then its caption and alt text to copy, or the picks to write them. */
export function PhotoCard({ photo, order, isCover, writer, writing, onWrite, onDelete }: Props) {
  const [editing, setEditing] = useState(false);
  const offline = writer.kind === "offline";
  const showPicker = (offline && photo.caption === null) || editing;
  return (
    <li className="flex flex-col gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:flex-row" aria-label={`Photo ${photo.fileName}`}>
      <div className="flex shrink-0 flex-col gap-2 sm:w-48">
        <img src={photo.thumbnailUrl} alt={photo.altText ?? `Uploaded photo ${photo.fileName}`} className="aspect-[3/2] max-h-56 w-full rounded-md border bg-muted object-cover" loading="lazy" />
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <Badge variant={isCover ? "default" : "outline"}>{isCover ? "Cover · 1" : `Order ${order}`}</Badge>
          <span className="tabular-nums">
            {photo.width} × {photo.height}
          </span>
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate font-semibold" title={photo.fileName}>
              {photo.fileName}
            </h3>
            <p className="text-xs text-muted-foreground">
              {photo.roomType ? ROOM_TYPE_LABELS[photo.roomType] : "Room not picked yet"}
              {photo.features.length > 0 ? ` · ${photo.features.join(", ")}` : ""}
            </p>
          </div>
          <Button variant="ghost" size="icon" className="size-8 shrink-0" onClick={onDelete} aria-label={`Remove ${photo.fileName}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <PhotoIssues issues={photo.issues} />
        {photo.caption && photo.altText ? (
          <div className="flex flex-col gap-3">
            <CaptionText label="Caption" text={photo.caption} limit={writer.captionMaxCharacters} fileName={photo.fileName} />
            <CaptionText label="Alt text" text={photo.altText} limit={writer.altTextMaxCharacters} fileName={photo.fileName} />
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              {photo.writer ? <Badge variant="secondary">Written by the {photo.writer.label}</Badge> : null}
              {!editing && photo.writesLeft > 0 ? (
                <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => setEditing(true)}>
                  {offline ? "Change room or features" : "Write again"}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
        <PhotoFailure photo={photo} />
        {writing ? (
          <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Writing the caption…
          </p>
        ) : null}
        {showPicker ? (
          <RoomPicker
            fileName={photo.fileName}
            initialRoom={photo.roomType}
            initialFeatures={photo.features}
            roomRequired={offline}
            submitLabel={photo.caption ? "Write the caption again (free)" : "Write caption"}
            pending={writing}
            onCancel={editing ? () => setEditing(false) : undefined}
            onSubmit={(picks) => {
              setEditing(false);
              onWrite(picks);
            }}
          />
        ) : !offline && photo.caption === null && !writing ? (
          <Button variant="outline" className="self-start" onClick={() => onWrite({})}>
            Try again
          </Button>
        ) : null}
      </div>
    </li>
  );
}
