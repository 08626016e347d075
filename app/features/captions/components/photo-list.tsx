import { useState } from "react";
import type { CaptionSet, CaptionWriterInfo } from "../../../../contracts/captions";
import { showToast } from "../../../lib/toast";
import { useWriteCaption } from "../api/write-caption";
import { PhotoCard } from "./photo-card";
import type { Picks } from "./room-picker";

/** The set's photos in the suggested order, cover first (photos the audit has not placed yet follow in upload order), each with its caption, picks and audit findings. */
export function PhotoList({ set, writer, onCreditsChanged, onDelete }: { set: CaptionSet; writer: CaptionWriterInfo; onCreditsChanged: () => void; onDelete: (photoId: string) => void }) {
  const write = useWriteCaption(set.id, onCreditsChanged);
  const [writing, setWriting] = useState<ReadonlySet<string>>(new Set());
  const orderOf = new Map(set.audit.order.map((id, index) => [id, index + 1]));
  // A stable sort keeps upload order among photos the audit has not placed.
  const photos = [...set.photos].sort((a, b) => (orderOf.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (orderOf.get(b.id) ?? Number.MAX_SAFE_INTEGER));

  async function writeFor(photoId: string, picks: Partial<Picks>) {
    setWriting((current) => new Set(current).add(photoId));
    try {
      await write.mutateAsync({ photoId, picks });
    } catch (error) {
      showToast({ title: "The caption was not written", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    } finally {
      setWriting((current) => {
        const next = new Set(current);
        next.delete(photoId);
        return next;
      });
    }
  }

  return (
    <ul className="flex flex-col gap-4">
      {photos.map((photo) => (
        <PhotoCard
          key={photo.id}
          photo={photo}
          order={orderOf.get(photo.id) ?? photo.position}
          isCover={set.audit.coverId === photo.id}
          writer={writer}
          writing={writing.has(photo.id)}
          onWrite={(picks) => void writeFor(photo.id, picks)}
          onDelete={() => onDelete(photo.id)}
        />
      ))}
    </ul>
  );
}
