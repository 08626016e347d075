/**
 * The model-facing schemas of the listing writer, in this one place: only keywords every supported model server accepts
 * (docs/decisions/022-portable-model-schema.md). Lengths and counts are stated in the prompt and checked after the answer.
 */
export { listingAnswerSchema, sectionAnswerSchema } from "../../../core/writer/answer-schemas";
