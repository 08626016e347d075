import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { ROOM_TYPES } from "../../../../core/writer/property-facts";
import { FieldShell } from "./field-shell";
import { FormSection, readNumber, type SectionProps } from "./form-section";

const PROPERTY_TYPES = ["Entire rental unit", "Entire home", "Entire condo", "Entire loft", "Entire cabin", "Entire cottage", "Entire villa", "Entire townhouse", "Entire guesthouse", "Private room in home", "Private room in rental unit", "Room in boutique hotel", "Tiny home", "Camper/RV"];

export const ROOM_TYPE_LABELS: Record<(typeof ROOM_TYPES)[number], string> = {
  entire_home: "Entire place",
  private_room: "Private room",
  shared_room: "Shared room",
  hotel_room: "Hotel room",
};

const COUNTS = [
  { key: "accommodates", label: "Guests", min: 1, step: 1 },
  { key: "bedrooms", label: "Bedrooms", min: 0, step: 1 },
  { key: "beds", label: "Beds", min: 0, step: 1 },
  { key: "bathrooms", label: "Bathrooms", min: 0, step: 0.5 },
] as const;

export function BasicsFields({ draft, update, errors }: SectionProps) {
  return (
    <FormSection step={1} title="The basics" description="What kind of place it is and how many it sleeps. The writer never changes these numbers.">
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell label="Property type" hint="As the marketplace names it; pick one or type your own." error={errors.propertyType}>
          {(control) => (
            <>
              <Input
                {...control}
                list="property-types"
                value={draft.propertyType ?? ""}
                maxLength={80}
                placeholder="e.g. Entire rental unit"
                onChange={(e) => update((d) => ({ ...d, propertyType: e.target.value }))}
              />
              <datalist id="property-types">
                {PROPERTY_TYPES.map((type) => (
                  <option key={type} value={type} />
                ))}
              </datalist>
            </>
          )}
        </FieldShell>
        <FieldShell label="Guests get" error={errors.roomType}>
          {(control) => (
            <NativeSelect {...control} value={draft.roomType ?? "entire_home"} onChange={(e) => update((d) => ({ ...d, roomType: e.target.value as typeof d.roomType }))}>
              {ROOM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ROOM_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FieldShell>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {COUNTS.map(({ key, label, min, step }) => (
          <FieldShell key={key} label={label} error={errors[key]}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={min}
                step={step}
                value={draft[key] ?? ""}
                onChange={(e) => update((d) => ({ ...d, [key]: readNumber(e.target.value) }))}
              />
            )}
          </FieldShell>
        ))}
      </div>
    </FormSection>
  );
}
