import { MapPin } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { propertyLocationSchema } from "../../../../core/writer/property-facts";
import { findNearby, type NearbyAnswer } from "../api/find-nearby";
import { FieldShell } from "./field-shell";
import { FormSection, type SectionProps } from "./form-section";
import { NearbyList } from "./nearby-list";

const FIELDS = [
  { key: "city", label: "City", required: true, placeholder: "e.g. Lisbon" },
  { key: "region", label: "Region or state", placeholder: "e.g. Lisboa" },
  { key: "country", label: "Country", required: true, placeholder: "e.g. Portugal" },
  { key: "neighborhood", label: "Neighbourhood", placeholder: "e.g. Alfama" },
] as const;

export function LocationFields({ draft, update, errors }: SectionProps) {
  const location = draft.location ?? {};
  const [lookup, setLookup] = useState<{ state: "idle" | "busy" } | { state: "done"; answer: NearbyAnswer } | { state: "error"; message: string }>({ state: "idle" });
  const setField = (key: string, value: string) =>
    update((d) => ({ ...d, location: { ...d.location, [key]: value, ...(key === "address" || key === "city" ? { lat: undefined, lng: undefined } : {}) } }));

  const locate = async () => {
    const parsed = propertyLocationSchema.safeParse(Object.fromEntries(Object.entries(location).filter(([, v]) => v !== "" && v !== undefined)));
    if (!parsed.success) {
      setLookup({ state: "error", message: "Enter at least the city and the country first." });
      return;
    }
    setLookup({ state: "busy" });
    try {
      const answer = await findNearby(parsed.data);
      setLookup({ state: "done", answer });
      if (answer.center) update((d) => ({ ...d, location: { ...d.location, lat: answer.center!.lat, lng: answer.center!.lng } }));
    } catch (error) {
      setLookup({ state: "error", message: error instanceof ApiError ? error.message : "The map search failed. You can still write the listing." });
    }
  };

  return (
    <FormSection step={2} title="Location" description="Where the home is. The street address is used only to find nearby places; it is never printed.">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ key, label, placeholder }) => (
          <FieldShell key={key} label={label} error={errors[`location.${key}`]}>
            {(control) => <Input {...control} value={location[key] ?? ""} maxLength={120} placeholder={placeholder} onChange={(e) => setField(key, e.target.value)} />}
          </FieldShell>
        ))}
        <FieldShell label="Street address (optional, private)" className="sm:col-span-2" hint="Helps find the exact map point and what is within walking distance." error={errors["location.address"]}>
          {(control) => <Input {...control} value={location.address ?? ""} maxLength={300} autoComplete="street-address" onChange={(e) => setField("address", e.target.value)} />}
        </FieldShell>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={locate} disabled={lookup.state === "busy"}>
          <MapPin aria-hidden="true" />
          {lookup.state === "busy" ? "Looking…" : "Find on the map and nearby places"}
        </Button>
        {location.lat !== undefined && location.lng !== undefined ? (
          <span className="text-sm text-muted-foreground">
            Map point: {location.lat.toFixed(5)}, {location.lng.toFixed(5)}
          </span>
        ) : null}
      </div>
      <div aria-live="polite">
        {lookup.state === "error" ? <p className="text-sm text-destructive">{lookup.message}</p> : null}
        {lookup.state === "done" ? <NearbyList answer={lookup.answer} /> : null}
      </div>
    </FormSection>
  );
}
