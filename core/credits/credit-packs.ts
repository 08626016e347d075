import { captionCreditsFor } from "./credit-rules";

/** Spec §3: a credit pack. Prices are whole US dollars; `priceCents` is what a payment provider charges. */
export interface CreditPack {
  id: number;
  name: string;
  credits: number;
  price: number;
  discountPercentage?: number;
}

/** Spec §3 and §9, ids 2-5 exactly as the spec numbers them. */
export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 2, name: "Starter", credits: 1, price: 25 },
  { id: 3, name: "Growth Pack", credits: 3, price: 66, discountPercentage: 12 },
  { id: 4, name: "Pro Bundle", credits: 10, price: 200, discountPercentage: 20 },
  { id: 5, name: "Power Host", credits: 20, price: 360, discountPercentage: 28 },
];

export const STARTER_PACK_ID = 2;

/** The packs offered under the "Bulk Credits" plan (everything but the single Starter credit). */
export const BULK_PACK_IDS: readonly number[] = [3, 4, 5];

export function findCreditPack(id: number): CreditPack | undefined {
  return CREDIT_PACKS.find((pack) => pack.id === id);
}

/** Dollars per listing credit, e.g. 22 for the Growth Pack (66 / 3); rounded to cents. */
export function pricePerCredit(pack: Pick<CreditPack, "price" | "credits">): number {
  return Math.round((pack.price / pack.credits) * 100) / 100;
}

export function packCaptionCredits(pack: Pick<CreditPack, "credits">): number {
  return captionCreditsFor(pack.credits);
}
