/**
 * The Unicode bidirectional controls: embeddings and overrides (U+202A-202E), isolates (U+2066-2069), the marks
 * (U+200E, U+200F, U+061C). In a one-line field they reorder what a reader sees ("Trojan Source"): a subject that
 * reads "Refund invoice.pdf" may be stored as "Refund fdp.eciovni".
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without bidirectional controls; for one-line fields (subjects, names), where nobody needs them. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}
