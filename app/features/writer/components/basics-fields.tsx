import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { BATHROOM_ACCESS, type BathroomAccess, ROOM_TYPES, takesBathroomAccess } from "../../../../core/writer/property-facts";
import { cn } from "../../../lib/cn";
import { FieldShell } from "./field-shell";
import { FormSection, readNumber, type SectionProps } from "./form-section";

const PROPERTY_TYPES = ["Entire rental unit", "Entire home", "Entire condo", "Entire loft", "Entire cabin", "Entire cottage", "Entire villa", "Entire townhouse", "Entire guesthouse", "Private room in home", "Private room in rental unit", "Room in boutique hotel", "Tiny home", "Camper/RV"];

export const ROOM_TYPE_LABELS: Record<(typeof ROOM_TYPES)[number], string> = {
  entire_home: "Entire place",
  private_room: "Private room",
  shared_room: "Shared room",
  hotel_room: "Hotel room",
};

const BATHROOM_ACCESS_LABELS: Record<BathroomAccess, string> = {
  private: "Private: theirs alone",
  shared: "Shared with you or other guests",
};

const COUNTS = [
  { key: "accommodates", label: "Guests", min: 1, step: 1 },
  { key: "bedrooms", label: "Bedrooms", min: 0, step: 1 },
  { key: "beds", label: "Beds", min: 0, step: 1 },
  { key: "bathrooms", label: "Bathrooms", min: 0, step: 0.5 },
] as const;

export function BasicsFields({ draft, update, errors }: SectionProps) {
  // A room asks whether its bathroom is shared; the choice stays in the draft while "Entire place" hides it.
  const askBathroom = takesBathroomAccess(draft.roomType);
  return (
    <FormSection step={1} title="The basics" description="What kind of place it is and how many it sleeps. The writer never changes these numbers.">
      <div className={cn("grid gap-4 sm:grid-cols-2", askBathroom && "lg:grid-cols-3")}>
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
        {askBathroom ? (
          // Under "Guests get", which asks for it, while two columns; beside it from three.
          <FieldShell className="sm:col-start-2 lg:col-start-auto" label="Bathroom" hint="The listing says “private bathroom” or “shared bathroom”; not stated, it says neither." error={errors.bathroomAccess}>
            {(control) => (
              <NativeSelect
                {...control}
                value={draft.bathroomAccess ?? ""}
                onChange={(e) => update((d) => ({ ...d, bathroomAccess: e.target.value === "" ? undefined : (e.target.value as BathroomAccess) }))}
              >
                <option value="">Not stated</option>
                {BATHROOM_ACCESS.map((access) => (
                  <option key={access} value={access}>
                    {BATHROOM_ACCESS_LABELS[access]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FieldShell>
        ) : null}
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
