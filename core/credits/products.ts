import { formatPackPurchaseMessage, formatPlanUpgradeMessage, LAUNCH_SPECIAL_SUCCESS_MESSAGE } from "./credit-messages";
import { findCreditPack, packCaptionCredits, STARTER_PACK_ID } from "./credit-packs";
import { LAUNCH_SPECIAL } from "./launch-special";

/** What a payment buys: the Launch Special or one credit pack, with the credits it grants and its price. */
export interface Product {
  /** "launch_special" or the pack id as text ("2"…"5"): what payments.pack_id stores. */
  id: string;
  kind: "launch_special" | "pack";
  packId: number | null;
  name: string;
  listingCredits: number;
  captionCredits: number;
  priceCents: number;
  /** The success toast of spec §8 for this purchase. */
  successMessage: string;
}

export type ProductChoice = { packId?: number | null; plan?: string | null };

const launchSpecialProduct: Product = {
  id: LAUNCH_SPECIAL.id,
  kind: "launch_special",
  packId: null,
  name: LAUNCH_SPECIAL.name,
  listingCredits: LAUNCH_SPECIAL.listingCredits,
  captionCredits: LAUNCH_SPECIAL.captionCredits,
  priceCents: LAUNCH_SPECIAL.price * 100,
  successMessage: LAUNCH_SPECIAL_SUCCESS_MESSAGE,
};

function packProduct(packId: number): Product | undefined {
  const pack = findCreditPack(packId);
  if (!pack) return undefined;
  const captionCredits = packCaptionCredits(pack);
  return {
    id: String(pack.id),
    kind: "pack",
    packId: pack.id,
    name: pack.name,
    listingCredits: pack.credits,
    captionCredits,
    priceCents: pack.price * 100,
    // Starter is a plan of its own on the pricing page (spec §3 "Pricing plans"); the bulk packs are purchases.
    successMessage: pack.id === STARTER_PACK_ID ? formatPlanUpgradeMessage(pack.name) : formatPackPurchaseMessage(pack.credits, captionCredits),
  };
}

/** The product a buyer chose ({plan: "launch_special"} or {packId}); undefined for anything else (INVALID_PACK_MESSAGE). */
export function resolveProduct(choice: ProductChoice): Product | undefined {
  if (choice.plan !== undefined && choice.plan !== null) {
    return choice.plan === LAUNCH_SPECIAL.id && (choice.packId === undefined || choice.packId === null) ? launchSpecialProduct : undefined;
  }
  if (typeof choice.packId !== "number" || !Number.isInteger(choice.packId)) return undefined;
  return packProduct(choice.packId);
}

/** The product stored on a payment (payments.pack_id), undefined when the id is unknown. */
export function findProduct(id: string): Product | undefined {
  if (id === LAUNCH_SPECIAL.id) return launchSpecialProduct;
  return /^\d+$/.test(id) ? packProduct(Number(id)) : undefined;
}
