import { describe, expect, it } from "vitest";
import { detectLanguage, judgeLanguage } from "./detect-language";

const SENTENCES = {
  en: "A two-bedroom flat in Alfama with a view of the river from the living room and a kitchen for cooking.",
  es: "Un piso de dos dormitorios en Alfama con vistas al río desde el salón y una cocina para cocinar.",
  fr: "Un appartement de deux chambres dans l'Alfama avec une vue sur le fleuve depuis le salon et une cuisine.",
  de: "Eine Wohnung mit zwei Schlafzimmern in der Alfama, mit Blick auf den Fluss vom Wohnzimmer und einer Küche.",
  it: "Un appartamento con due camere da letto nell'Alfama, con vista sul fiume dal soggiorno e una cucina per cucinare.",
  pt: "Um apartamento de dois quartos em Alfama, com vista para o rio a partir da sala e uma cozinha para cozinhar.",
} as const;

describe("detectLanguage", () => {
  for (const [language, sentence] of Object.entries(SENTENCES)) {
    it(`tells ${language} from the five others on one sentence`, () => {
      expect(detectLanguage(sentence)).toBe(language);
      expect(judgeLanguage(sentence, language as keyof typeof SENTENCES)).toEqual({ kind: "asked" });
    });
  }

  it("names the language actually written when another was asked", () => {
    expect(judgeLanguage(SENTENCES.es, "en")).toEqual({ kind: "other", language: "es" });
    expect(judgeLanguage(SENTENCES.en, "de")).toEqual({ kind: "other", language: "en" });
  });

  it("says word salad is not sentences at all, and leaves a title-sized text alone", () => {
    const salad = "window clean relax morning bright quiet garden sunny modern cozy spacious private balcony parking coffee river view terrace";
    expect(judgeLanguage(salad, "en")).toMatchObject({ kind: "no-sentences" });
    expect(judgeLanguage("window clean relax", "en")).toEqual({ kind: "too-short" });
  });

  it("takes a short factual line as a sentence, and a short list of words (as a real model wrote it) as none", () => {
    expect(judgeLanguage("For drivers: free street parking.", "en")).toEqual({ kind: "too-short" });
    expect(judgeLanguage("Safety: a smoke alarm and a first aid kit.", "en")).toEqual({ kind: "asked" });
    // A tiny model served by llama.cpp rewrote "The space" as this; it passed every other check.
    expect(judgeLanguage(" walk river walk morning quiet garden", "en")).toEqual({ kind: "no-sentences", share: 0 });
    expect(judgeLanguage("kitchen terrace balcony view garden coffee light room door", "en")).toEqual({ kind: "no-sentences", share: 0 });
  });
});
