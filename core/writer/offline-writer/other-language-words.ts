/**
 * Words of Dutch, French, German and Swedish seen in Inside Airbnb amenity names ("Met vriesvak refrigerator",
 * "Vitroceramisch electric stove"). An English listing never needs them: an amenity name holding one is reduced to the
 * catalogue's plain English, or left out when the catalogue does not know it.
 */
// prettier-ignore
export const OTHER_LANGUAGE_WORDS: ReadonlySet<string> = new Set([
  "met", "vriesvak", "diepvries", "vitroceramisch", "vitrocéramique", "ceramisch", "keramisch", "keramische", "koelkast",
  "kookplaat", "fornuis", "stoomoven", "luidspreker", "douchegel", "douche", "zeep", "zeepje", "hotelzeep", "wasmachine",
  "droogkast", "vaatwasser", "kabel", "natuurlijk", "hervulbaar", "gevarieerd", "afwisselend", "allerlei", "ecologisch",
  "industrieel", "ruimte", "jullie", "graag", "goed", "maken", "merk", "voor", "vrij", "wij", "een", "het", "avec", "sans",
  "nous", "votre", "toute", "sorte", "produits", "peuvent", "mettons", "marques", "varier", "américain", "und", "mit",
  "ohne", "kühlschrank", "otrolig", "uppvela", "inbouw", "geïntegreerd", "ingebouwd", "speler", "frigo", "congélateur",
]);

export function hasOtherLanguageWord(text: string): boolean {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).some((word) => OTHER_LANGUAGE_WORDS.has(word));
}
