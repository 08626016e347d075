import type { Listing } from "../listing/listing";

/**
 * Whose a room's bathrooms are, when a bathroom label says it: "1 private bath", "1.5 shared baths", "Shared half-bath",
 * "Baie comună", "Toaletă comună", "Bagno di servizio privato", "baño compartido", "salle de bain partagée",
 * "Gemeinsames Bad". The word must stand next to the bathroom's name: "Stanza privata" (a private room) or a title such
 * as "Room-Shared Bathroom" say nothing here. A label that names no access, or both, gives none: nothing is guessed.
 * "Bagno di servizio in camera" ("in the room") is not read: it says where the bathroom is, not whose it is.
 */
export type BathroomAccess = NonNullable<Listing["bathroomAccess"]>;

const L = "(?![\\p{L}])"; // the word ends here (no letter follows)

/** A bathroom's name, half-baths included, in the locales of room-counts.ts. */
const BATH_NOUNS = [
  "half[- ]baths?",
  "bath(?:room)?s?",
  "bagn[oi](?: di servizio)?",
  "baie",
  "b[ăa]i",
  "toalet[aăe]",
  "(?:medios? )?baños?",
  "(?:demi-)?salles? de bains?",
  "badezimmer",
  "bäder",
  "bad",
  "banheiros?",
];

/** The access words: before the bathroom in English and German, after it in the Romance languages. */
const ACCESS_WORDS: Readonly<Record<BathroomAccess, { before: readonly string[]; after: readonly string[] }>> = {
  private: {
    // en: private, private attached, dedicated; de: privates, eigenes
    before: ["private(?: attached)?", "dedicated", "private[nrs]", "eigene[nrs]?"],
    // ro: privată, private; it: privato, privati, dedicato; es: privado, dedicado; fr: privée, privative, dédiée; pt: privativo
    after: ["privat[aăeio]", "privad[oa]s?", "priv[ée]e?s?", "privati(?:f|ve)s?", "privativ[oa]s?", "dedicat[aăeio]", "dedicad[oa]s?", "d[ée]di[ée]e?s?"],
  },
  shared: {
    // en: shared; de: gemeinsames, gemeinsam genutztes, geteiltes
    before: ["shared", "gemeinsame[nrs]?", "gemeinsam genutzte[nrs]?", "geteilte[nrs]?"],
    // ro: comună, comune; it: condiviso, in comune; es: compartido, común; fr: partagée, commune; pt: compartilhado, partilhado
    after: [
      "comun[aăe]",
      "com[uú]n(?:es)?",
      "in comune",
      "condivis[aeio]",
      "compartid[oa]s?",
      "partag[ée]e?s?",
      "commune?s?",
      "compartilhad[oa]s?",
      "partilhad[oa]s?",
    ],
  },
};

/**
 * Every access word that stands before the bathroom's name ("shared bath", "gemeinsames Bad"), of either access: so
 * that room-counts.ts reads such a label's count too.
 */
export const ACCESS_WORDS_BEFORE_BATH: readonly string[] = Object.values(ACCESS_WORDS).flatMap(({ before }) => before);

/** The whole label, from its start: an optional count, then the access word beside the bathroom's name. */
function accessLabel({ before, after }: { before: readonly string[]; after: readonly string[] }): RegExp {
  const nouns = BATH_NOUNS.join("|");
  const count = "(?:\\d+(?:[.,]\\d+)?\\s*)?";
  return new RegExp(`^${count}(?:(?:${before.join("|")})\\s+(?:${nouns})|(?:${nouns})\\s+(?:${after.join("|")}))${L}`, "iu");
}

const ACCESS_LABELS = (Object.keys(ACCESS_WORDS) as BathroomAccess[]).map((access) => ({ access, label: accessLabel(ACCESS_WORDS[access]) }));

/** The access one label states, or null. */
export function readBathroomAccess(raw: string): BathroomAccess | null {
  const label = raw.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ").trim();
  const found = ACCESS_LABELS.filter((rule) => rule.label.test(label));
  return found.length === 1 && found[0] ? found[0].access : null;
}

/** The access the labels state, when at least one states it and none states the other; else null. */
export function readBathroomAccessOf(labels: readonly string[]): BathroomAccess | null {
  const found = new Set(labels.map(readBathroomAccess).filter((access) => access !== null));
  return found.size === 1 ? ([...found][0] ?? null) : null;
}
