import { Plus, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { POINT_CATEGORIES } from "../../../../core/writer/property-facts";
import { FormSection, readNumber, type SectionProps } from "./form-section";

const MAX_POINTS = 30;

/** Places the host knows guests care about; always used, before anything the map search finds. */
export function PointsFields({ draft, update, errors }: SectionProps) {
  const points = draft.pointsOfInterest ?? [];
  const setPoint = (index: number, patch: Partial<(typeof points)[number]>) =>
    update((d) => ({ ...d, pointsOfInterest: (d.pointsOfInterest ?? []).map((p, i) => (i === index ? { ...p, ...patch } : p)) }));
  return (
    <FormSection step={6} title="Places nearby you recommend" description="Your own tips, with the walking distance if you know it. They are always kept, and come first.">
      {points.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {points.map((point, index) => (
            <li key={index} className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:border-0 sm:p-0">
              <div className="flex flex-1 gap-2">
                <Input aria-label={`Place ${index + 1} name`} value={point.name} maxLength={120} placeholder="Name" onChange={(e) => setPoint(index, { name: e.target.value })} aria-invalid={errors[`pointsOfInterest.${index}.name`] ? true : undefined} />
                <Button type="button" variant="ghost" size="icon" className="shrink-0 sm:order-last" aria-label={`Remove place ${index + 1}`} onClick={() => update((d) => ({ ...d, pointsOfInterest: (d.pointsOfInterest ?? []).filter((_, i) => i !== index) }))}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="grid grid-cols-2 gap-2 sm:w-72">
                <NativeSelect aria-label={`Place ${index + 1} kind`} value={point.category} onChange={(e) => setPoint(index, { category: e.target.value as typeof point.category })}>
                  {POINT_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </NativeSelect>
                <Input aria-label={`Place ${index + 1} distance in metres`} type="number" min={0} placeholder="Metres" value={point.distanceMeters ?? ""} onChange={(e) => setPoint(index, { distanceMeters: readNumber(e.target.value) })} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button type="button" variant="outline" disabled={points.length >= MAX_POINTS} onClick={() => update((d) => ({ ...d, pointsOfInterest: [...(d.pointsOfInterest ?? []), { name: "", category: "food" }] }))}>
          <Plus aria-hidden="true" />
          Add a place
        </Button>
      </div>
    </FormSection>
  );
}
