import { Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { MAX_CAPTION_FEATURES, MAX_FEATURE_CHARACTERS } from "../../../../core/captions/caption-rules";
import { PHOTO_ROOM_TYPES, type PhotoRoomType, ROOM_TYPE_LABELS, SUGGESTED_FEATURES } from "../../../../core/captions/room-types";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { cn } from "../../../lib/cn";

export interface Picks {
  roomType: PhotoRoomType;
  features: string[];
}

interface Props {
  fileName: string;
  initialRoom: PhotoRoomType | null;
  initialFeatures: readonly string[];
  /** The offline writer needs a room; a model only takes it as a hint. */
  roomRequired: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (picks: Partial<Picks>) => void;
  onCancel?: () => void;
}

/** The room a photo shows and what is in it, from suggestions or typed, for the caption writer. */
export function RoomPicker({ fileName, initialRoom, initialFeatures, roomRequired, submitLabel, pending, onSubmit, onCancel }: Props) {
  const id = useId();
  const [roomType, setRoomType] = useState<PhotoRoomType | "">(initialRoom ?? "");
  const [features, setFeatures] = useState<string[]>([...initialFeatures]);
  const [typed, setTyped] = useState("");
  const suggestions = roomType ? SUGGESTED_FEATURES[roomType] : [];
  const choices = [...suggestions, ...features.filter((feature) => !suggestions.includes(feature))];
  const full = features.length >= MAX_CAPTION_FEATURES;

  const toggle = (feature: string) =>
    setFeatures((current) => (current.includes(feature) ? current.filter((f) => f !== feature) : full ? current : [...current, feature]));

  function addTyped(event?: FormEvent) {
    event?.preventDefault();
    const feature = typed.trim();
    if (!feature || full) return;
    if (!features.some((f) => f.toLowerCase() === feature.toLowerCase())) setFeatures((current) => [...current, feature]);
    setTyped("");
  }

  return (
    <div className="flex flex-col gap-3" role="group" aria-label={`Room and features of ${fileName}`}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-room`}>Room</Label>
        <Select id={`${id}-room`} value={roomType} onChange={(event) => setRoomType(event.target.value as PhotoRoomType | "")}>
          <option value="">{roomRequired ? "Choose a room" : "Let the AI model tell"}</option>
          {PHOTO_ROOM_TYPES.map((room) => (
            <option key={room} value={room}>
              {ROOM_TYPE_LABELS[room]}
            </option>
          ))}
        </Select>
      </div>
      {roomType || features.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">
            What it shows <span className="font-normal text-muted-foreground">({features.length} of at most {MAX_CAPTION_FEATURES})</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {choices.map((feature) => {
              const on = features.includes(feature);
              return (
                <button
                  key={feature}
                  type="button"
                  aria-pressed={on}
                  disabled={!on && full}
                  onClick={() => toggle(feature)}
                  className={cn(
                    "rounded-full border px-3 py-1 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
                    on ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
                  )}
                >
                  {feature}
                </button>
              );
            })}
          </div>
          <div className="flex gap-2">
            <Input
              aria-label={`Add a feature of ${fileName}`}
              placeholder="Add your own, e.g. reading nook"
              value={typed}
              maxLength={MAX_FEATURE_CHARACTERS}
              disabled={full}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") addTyped(event);
              }}
            />
            <Button type="button" variant="outline" onClick={() => addTyped()} disabled={full || !typed.trim()}>
              <Plus aria-hidden="true" /> Add
            </Button>
          </div>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={pending || (roomRequired && !roomType)}
          onClick={() => onSubmit({ roomType: roomType || undefined, features })}
        >
          {pending ? "Writing…" : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </div>
  );
}
