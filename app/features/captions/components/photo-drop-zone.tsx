import { ImagePlus } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { ACCEPTED_PHOTO_TYPES } from "../../../../contracts/captions";
import { buttonVariants } from "../../../components/ui/button-variants";
import { cn } from "../../../lib/cn";

/** Drop photos here, or choose them: JPEG, PNG or WebP. The server checks each file's content; the name proves nothing. */
export function PhotoDropZone({ onFiles, disabled, hint }: { onFiles: (files: File[]) => void; disabled?: boolean; hint: string }) {
  const inputId = useId();
  const [over, setOver] = useState(false);

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="photo-drop-zone"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-6 py-10 text-center transition-colors",
        over ? "border-primary bg-accent/60" : "border-input bg-muted/30",
        disabled && "opacity-60",
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ImagePlus className="size-6" aria-hidden="true" />
      </span>
      <div className="flex flex-col gap-1">
        <p className="font-medium">Drag photos here</p>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      {/* The input itself takes focus and the keyboard; its label is what shows, styled as a button. */}
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED_PHOTO_TYPES.join(",")}
        className="peer sr-only"
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: "outline" }),
          "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-50",
        )}
      >
        Choose photos
      </label>
    </div>
  );
}
