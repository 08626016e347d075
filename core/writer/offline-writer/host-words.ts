/*
 * The host's own word for a feature the catalogue files under another name: a "Garden" is written as a garden, not a
 * backyard, and a "Wood-burning stove" as a stove, not a fireplace (or, worse, the kitchen's stove).
 */
const SAID: Readonly<Record<string, readonly RegExp[]>> = {
  backyard: [/\bgarden\b/iu, /\bcourtyard\b/iu, /\byard\b/iu],
  fireplace: [/\b(?:(?:wood[ -]?burning|wood|log|multi[ -]fuel|pellet) (?:stove|burner)|woodburner)\b/iu],
};

/** The word the host used for amenity `id` ("garden", "wood-burning stove"), lower-cased, when it differs. */
export function hostWord(id: string, text: string): string | undefined {
  for (const pattern of SAID[id] ?? []) {
    const found = pattern.exec(text);
    if (found !== null) return found[0].toLowerCase();
  }
  return undefined;
}
