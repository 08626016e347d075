import { FormSection, type SectionProps } from "./form-section";
import { ListInput } from "./list-input";

export function GuestsFields({ draft, update, errors }: SectionProps) {
  return (
    <FormSection step={3} title="What makes it special" description="Your selling points in your own words, and who the home suits best. The writer builds the story on these.">
      <ListInput
        label="Highlights"
        placeholder="e.g. River view from the living room"
        values={draft.highlights ?? []}
        maxItems={12}
        error={errors.highlights}
        onChange={(values) => update((d) => ({ ...d, highlights: values }))}
      />
      <ListInput
        label="Ideal for"
        placeholder="e.g. families with small children"
        values={draft.idealFor ?? []}
        maxItems={8}
        error={errors.idealFor}
        onChange={(values) => update((d) => ({ ...d, idealFor: values }))}
      />
    </FormSection>
  );
}
