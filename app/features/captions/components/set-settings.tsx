import { useId, useState } from "react";
import { MARKETPLACE_IDS, MARKETPLACE_RULES, type MarketplaceId } from "../../../../core/marketplaces/marketplace-rules";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";

export interface SetSettingsValues {
  name: string;
  bedrooms: number | null;
  marketplace: MarketplaceId;
}

const BEDROOM_CHOICES = Array.from({ length: 11 }, (_, n) => n);

/** The home the photos are of: a name for the history, its bedrooms (the recommended photo count) and the marketplace. */
export function SetSettings({
  initial,
  onCommit,
  saved,
}: {
  initial: SetSettingsValues;
  onCommit: (patch: Partial<SetSettingsValues>) => void;
  /** A saved set takes a new name when the field is left; a set not made yet takes every keystroke. */
  saved: boolean;
}) {
  const id = useId();
  const [name, setName] = useState(initial.name);
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>Set name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={120}
          placeholder="e.g. Seaside flat, spring photos"
          onChange={(event) => {
            setName(event.target.value);
            if (!saved) onCommit({ name: event.target.value });
          }}
          onBlur={() => {
            if (saved && name.trim() && name.trim() !== initial.name) onCommit({ name: name.trim() });
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-bedrooms`}>Bedrooms</Label>
        <Select
          id={`${id}-bedrooms`}
          value={initial.bedrooms === null ? "" : String(initial.bedrooms)}
          onChange={(event) => onCommit({ bedrooms: event.target.value === "" ? null : Number(event.target.value) })}
        >
          <option value="">Not set</option>
          {BEDROOM_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? "Studio" : n}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-marketplace`}>Marketplace</Label>
        <Select id={`${id}-marketplace`} value={initial.marketplace} onChange={(event) => onCommit({ marketplace: event.target.value as MarketplaceId })}>
          {MARKETPLACE_IDS.map((marketplace) => (
            <option key={marketplace} value={marketplace}>
              {MARKETPLACE_RULES[marketplace].name}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
