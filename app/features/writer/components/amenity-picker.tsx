import { type ReactNode, useState } from "react";
import { AMENITY_CATALOGUE, groupCatalogueByKind } from "../../../../core/writer/amenity-catalogue";
import { FormSection, type SectionProps } from "./form-section";
import { ListInput } from "./list-input";

const GROUPS = groupCatalogueByKind();
const CATALOGUE_LABELS = new Set(AMENITY_CATALOGUE.map((entry) => entry.label.toLowerCase()));

/** A fold of the catalogue; open at first when it holds a ticked amenity, then as the host leaves it. */
function AmenityGroup({ initiallyOpen, children }: { initiallyOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className="group rounded-md border" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      {children}
    </details>
  );
}

/** The catalogue grouped by kind, as checkboxes; anything else the home has, typed as "other amenities". */
export function AmenityPicker({ draft, update, errors }: SectionProps) {
  const selected = draft.amenities ?? [];
  const selectedSet = new Set(selected.map((a) => a.toLowerCase()));
  const others = selected.filter((a) => !CATALOGUE_LABELS.has(a.toLowerCase()));
  const toggle = (label: string, on: boolean) =>
    update((d) => {
      const current = d.amenities ?? [];
      return { ...d, amenities: on ? [...current, label] : current.filter((a) => a.toLowerCase() !== label.toLowerCase()) };
    });
  return (
    <FormSection step={4} title="Amenities" description={`Tick what guests really get; the writer mentions nothing else. ${selected.length} selected.`}>
      <div className="flex flex-col gap-2">
        {GROUPS.map(({ kind, label, amenities: entries }, index) => {
          const count = entries.filter((entry) => selectedSet.has(entry.label.toLowerCase())).length;
          return (
            <AmenityGroup key={kind} initiallyOpen={index === 0 || count > 0}>
              <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-md px-4 py-3 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                <span>{label}</span>
                <span className="text-sm font-normal text-muted-foreground">{count > 0 ? `${count} selected` : `${entries.length} to choose from`}</span>
              </summary>
              <div className="grid gap-x-4 gap-y-2 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-3">
                {entries.map((entry) => (
                  <label key={entry.id} className="flex cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--color-primary)]"
                      checked={selectedSet.has(entry.label.toLowerCase())}
                      onChange={(e) => toggle(entry.label, e.target.checked)}
                    />
                    {entry.label}
                  </label>
                ))}
              </div>
            </AmenityGroup>
          );
        })}
      </div>
      <ListInput
        label="Other amenities"
        placeholder="e.g. Record player with vinyl collection"
        values={others}
        maxItems={30}
        error={errors.amenities}
        onChange={(values) => update((d) => ({ ...d, amenities: [...(d.amenities ?? []).filter((a) => CATALOGUE_LABELS.has(a.toLowerCase())), ...values] }))}
      />
    </FormSection>
  );
}
