import { type FieldErrors as FormErrors, type Resolver, get, set } from "react-hook-form";
import { type PropertyFacts, propertyFactsSchema } from "../../../../core/writer/property-facts";
import { factFieldErrors } from "./fact-messages";
import { cleanDraft, type FactsDraft, type FieldErrors } from "./facts-draft";

/**
 * The create-listing form's resolver: the draft, cleaned, checked with the schema the server checks the facts with,
 * each field's first issue in a host's words (fact-messages). Not zodResolver: these words need the whole issue (its
 * code and bounds) and the field a list item belongs to, where zodResolver keeps only the schema's message.
 */
export const factsResolver: Resolver<FactsDraft, unknown, PropertyFacts> = (values) => {
  const parsed = propertyFactsSchema.safeParse(cleanDraft(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FormErrors<FactsDraft> = {};
  for (const [path, message] of Object.entries(factFieldErrors(parsed.error.issues))) {
    // Merged, so a list's own message and its items' messages ("pointsOfInterest", "pointsOfInterest.2.name") both stay.
    set(errors, path, { ...(get(errors, path) as object | undefined), type: "facts", message });
  }
  return { values: {}, errors };
};

const ERROR_KEYS = new Set(["type", "message", "ref", "types"]);

/** The form's errors as the fields and the summary read them: "location.city" → its message, in the order found. */
export function flattenFactErrors(errors: unknown, prefix = ""): FieldErrors {
  const found: FieldErrors = {};
  if (!errors || typeof errors !== "object") return found;
  const node = errors as Record<string, unknown>;
  if (prefix && typeof node.message === "string") found[prefix] = node.message;
  for (const [key, child] of Object.entries(node)) {
    if (!ERROR_KEYS.has(key)) Object.assign(found, flattenFactErrors(child, prefix ? `${prefix}.${key}` : key));
  }
  return found;
}
