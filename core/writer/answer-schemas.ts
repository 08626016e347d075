import { z } from "zod";

/*
 * What a model is asked to answer, as JSON Schema the model server turns into a grammar or a strict schema. Only the
 * keywords every supported server accepts (docs/decisions/022-portable-model-schema.md): type, properties, required,
 * additionalProperties false, items, enum and description. No lengths and no counts: llama.cpp and Ollama turn them
 * into grammar repetitions and refuse some ("maxLength: 2000" failed every listing), Anthropic refuses them, and
 * OpenAI's strict mode refuses string lengths. Limits are stated in the prompt and checked after the answer by the
 * quality gate (check-answer-quality.ts) and the marketplace rules, whose failures go back to the model by name.
 * The stored shape, listingTextsSchema, keeps its limits for stored and edited texts.
 */

const text = (description: string) => z.string().describe(description);

export const listingAnswerSchema = z.object({
  titles: z.array(text("One title option")).describe("Exactly three title options, best first"),
  summary: text("The summary guests read first: a few sentences about the home"),
  sections: z
    .object({
      space: text("“The space”: the rooms, beds and what the home has"),
      guestAccess: text("“Guest access”: what guests may use"),
      neighborhood: text("“The neighborhood”: the area and what is near"),
      gettingAround: text("“Getting around”: transport and walking"),
      notes: text("“Other things to note”"),
    })
    .describe("The description, section by section"),
  houseRules: z.array(text("One house rule")).describe("The house rules the host gave, one per item; none when none were given"),
  seoKeywords: z.array(text("One search phrase")).describe("Three to fifteen short search phrases"),
});
export type ListingAnswer = z.infer<typeof listingAnswerSchema>;

/** A section written again (the "regenerate this section" button). */
export const sectionAnswerSchema = z.object({ text: text("The section's new text") });
export type SectionAnswer = z.infer<typeof sectionAnswerSchema>;

/** Every model-facing schema of the listing writer, by name: the portability test walks them all. */
export const LISTING_ANSWER_SCHEMAS = { listing: listingAnswerSchema, section: sectionAnswerSchema } as const;
