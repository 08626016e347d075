import { NativeSelect } from "../../../components/ui/native-select";
import { MARKETPLACE_IDS, MARKETPLACE_RULES } from "../../../../core/marketplaces/marketplace-rules";
import { LANGUAGE_NAMES, WRITING_LANGUAGES, WRITING_TONES } from "../../../../core/writer/property-facts";
import type { WriterInfo } from "../api/get-writer-info";
import { FieldShell } from "./field-shell";
import { FormSection, type SectionProps } from "./form-section";

const TONE_LABELS: Record<(typeof WRITING_TONES)[number], string> = {
  warm: "Warm and welcoming",
  professional: "Professional",
  luxurious: "Refined",
  playful: "Playful",
  concise: "Short and direct",
};

export function StyleFields({ draft, update, writer }: SectionProps & { writer: WriterInfo | undefined }) {
  const languages = writer?.languages ?? ["en"];
  return (
    <FormSection step={7} title="Marketplace and style" description="Where the listing goes (its length rules are checked for you), the tone and the language.">
      <div className="grid gap-4 sm:grid-cols-3">
        <FieldShell label="Marketplace">
          {(control) => (
            <NativeSelect {...control} value={draft.marketplace ?? "airbnb"} onChange={(e) => update((d) => ({ ...d, marketplace: e.target.value as typeof d.marketplace }))}>
              {MARKETPLACE_IDS.map((id) => (
                <option key={id} value={id}>
                  {MARKETPLACE_RULES[id].name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FieldShell>
        <FieldShell label="Tone">
          {(control) => (
            <NativeSelect {...control} value={draft.tone ?? "warm"} onChange={(e) => update((d) => ({ ...d, tone: e.target.value as typeof d.tone }))}>
              {WRITING_TONES.map((tone) => (
                <option key={tone} value={tone}>
                  {TONE_LABELS[tone]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FieldShell>
        <FieldShell label="Language" hint={writer?.kind === "offline" ? `The offline writer writes ${languages.map((l) => LANGUAGE_NAMES[l]).join(", ")}.` : undefined}>
          {(control) => (
            <NativeSelect {...control} value={draft.language ?? "en"} onChange={(e) => update((d) => ({ ...d, language: e.target.value as typeof d.language }))}>
              {WRITING_LANGUAGES.map((language) => (
                <option key={language} value={language} disabled={!languages.includes(language)}>
                  {LANGUAGE_NAMES[language]}
                  {languages.includes(language) ? "" : " (needs an AI model)"}
                </option>
              ))}
            </NativeSelect>
          )}
        </FieldShell>
      </div>
    </FormSection>
  );
}
