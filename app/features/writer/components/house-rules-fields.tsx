import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { FieldShell } from "./field-shell";
import { FormSection, readNumber, type SectionProps } from "./form-section";
import { ListInput } from "./list-input";

const YES_NO = [
  { key: "pets", label: "Pets" },
  { key: "smoking", label: "Smoking" },
  { key: "parties", label: "Parties and events" },
] as const;

function toChoice(value: boolean | undefined): string {
  return value === undefined ? "" : value ? "yes" : "no";
}

export function HouseRulesFields({ draft, update, errors }: SectionProps) {
  const rules = draft.houseRules ?? {};
  const set = (patch: Record<string, unknown>) => update((d) => ({ ...d, houseRules: { ...d.houseRules, ...patch } }));
  return (
    <FormSection step={5} title="House rules" description="Only the rules you set here are written; leave a field empty and the listing says nothing about it.">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FieldShell label="Check-in from" error={errors["houseRules.checkIn"]}>
          {(control) => <Input {...control} value={rules.checkIn ?? ""} placeholder="e.g. 15:00" maxLength={40} onChange={(e) => set({ checkIn: e.target.value })} />}
        </FieldShell>
        <FieldShell label="Check-out by" error={errors["houseRules.checkOut"]}>
          {(control) => <Input {...control} value={rules.checkOut ?? ""} placeholder="e.g. 11:00" maxLength={40} onChange={(e) => set({ checkOut: e.target.value })} />}
        </FieldShell>
        <FieldShell label="Quiet hours" error={errors["houseRules.quietHours"]}>
          {(control) => <Input {...control} value={rules.quietHours ?? ""} placeholder="e.g. 22:00-08:00" maxLength={60} onChange={(e) => set({ quietHours: e.target.value })} />}
        </FieldShell>
        <FieldShell label="Most guests" error={errors["houseRules.maxGuests"]}>
          {(control) => <Input {...control} type="number" min={1} value={rules.maxGuests ?? ""} onChange={(e) => set({ maxGuests: readNumber(e.target.value) })} />}
        </FieldShell>
        {YES_NO.map(({ key, label }) => (
          <FieldShell key={key} label={label}>
            {(control) => (
              <NativeSelect {...control} value={toChoice(rules[key])} onChange={(e) => set({ [key]: e.target.value === "" ? undefined : e.target.value === "yes" })}>
                <option value="">Not stated</option>
                <option value="yes">Allowed</option>
                <option value="no">Not allowed</option>
              </NativeSelect>
            )}
          </FieldShell>
        ))}
      </div>
      <ListInput
        label="Other rules"
        placeholder="e.g. Shoes off indoors"
        values={rules.additional ?? []}
        maxItems={15}
        error={errors["houseRules.additional"]}
        onChange={(values) => set({ additional: values })}
      />
    </FormSection>
  );
}
