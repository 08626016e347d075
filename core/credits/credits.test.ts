import { describe, expect, it } from "vitest";
import {
  formatPackPurchaseMessage,
  formatPlanUpgradeMessage,
  INSUFFICIENT_CREDITS_MESSAGE,
  INVALID_PACK_MESSAGE,
  LAUNCH_SPECIAL_SUCCESS_MESSAGE,
  LAUNCH_SPECIAL_USED_MESSAGE,
} from "./credit-messages";
import { BULK_PACK_IDS, CREDIT_PACKS, findCreditPack, pricePerCredit } from "./credit-packs";
import { ADMIN_CREDITS, canDeduct, captionCreditsFor, DEFAULT_DEDUCTION } from "./credit-rules";
import { LAUNCH_SPECIAL } from "./launch-special";
import { findProduct, resolveProduct } from "./products";

describe("credit packs (spec §3, §9)", () => {
  it("are ids 2-5 with the spec's names, credits, prices and discounts", () => {
    expect(CREDIT_PACKS).toEqual([
      { id: 2, name: "Starter", credits: 1, price: 25 },
      { id: 3, name: "Growth Pack", credits: 3, price: 66, discountPercentage: 12 },
      { id: 4, name: "Pro Bundle", credits: 10, price: 200, discountPercentage: 20 },
      { id: 5, name: "Power Host", credits: 20, price: 360, discountPercentage: 28 },
    ]);
    expect(BULK_PACK_IDS).toEqual([3, 4, 5]);
  });

  it("cost $25, $22, $20 and $18 per credit", () => {
    expect(CREDIT_PACKS.map(pricePerCredit)).toEqual([25, 22, 20, 18]);
  });

  it("finds a pack by id and nothing for unknown ids (1, 6, 0)", () => {
    expect(findCreditPack(4)?.name).toBe("Pro Bundle");
    expect(findCreditPack(1)).toBeUndefined();
    expect(findCreditPack(6)).toBeUndefined();
    expect(findCreditPack(0)).toBeUndefined();
  });
});

describe("credit rules", () => {
  it("give 50 caption credits per listing credit, 999999 to admins, and deduct 1 by default", () => {
    expect(captionCreditsFor(1)).toBe(50);
    expect(captionCreditsFor(20)).toBe(1000);
    expect(ADMIN_CREDITS).toBe(999999);
    expect(DEFAULT_DEDUCTION).toBe(1);
  });

  it("allow a deduction only when the balance covers a positive whole amount", () => {
    expect(canDeduct(1)).toBe(true);
    expect(canDeduct(0)).toBe(false);
    expect(canDeduct(2, 3)).toBe(false);
    expect(canDeduct(3, 3)).toBe(true);
    expect(canDeduct(5, 0)).toBe(false);
    expect(canDeduct(5, -1)).toBe(false);
    expect(canDeduct(5, 1.5)).toBe(false);
  });
});

describe("the Launch Special", () => {
  it("is $5, 75% off, 1 listing credit and 50 caption credits", () => {
    expect(LAUNCH_SPECIAL).toMatchObject({ price: 5, discountPercentage: 75, listingCredits: 1, captionCredits: 50 });
  });
});

describe("products a buyer may choose", () => {
  it("resolve {plan: launch_special} to the Launch Special for 500 cents", () => {
    expect(resolveProduct({ plan: "launch_special" })).toMatchObject({
      id: "launch_special",
      kind: "launch_special",
      listingCredits: 1,
      captionCredits: 50,
      priceCents: 500,
      successMessage: LAUNCH_SPECIAL_SUCCESS_MESSAGE,
    });
  });

  it("resolve a pack id to the pack with 50 caption credits per listing credit", () => {
    expect(resolveProduct({ packId: 5 })).toMatchObject({ id: "5", kind: "pack", name: "Power Host", listingCredits: 20, captionCredits: 1000, priceCents: 36000 });
  });

  it("say 'upgraded to the Starter plan' for Starter and 'purchased n and m' for the bulk packs", () => {
    expect(resolveProduct({ packId: 2 })?.successMessage).toBe("You've successfully upgraded to the Starter plan.");
    expect(resolveProduct({ packId: 3 })?.successMessage).toBe("You've purchased 3 listing credits and 150 image caption credits.");
  });

  it.each([{ packId: 1 }, { packId: 6 }, { packId: 2.5 }, { plan: "gold" }, { plan: "launch_special", packId: 3 }, {}])(
    "resolve %j to nothing (the caller answers 'Invalid credit pack selected.')",
    (choice) => {
      expect(resolveProduct(choice)).toBeUndefined();
    },
  );

  it("find the product a payment stored, by its id text", () => {
    expect(findProduct("launch_special")?.name).toBe("Launch Special");
    expect(findProduct("4")?.listingCredits).toBe(10);
    expect(findProduct("9")).toBeUndefined();
    expect(findProduct("4x")).toBeUndefined();
  });
});

describe("the spec's texts, word for word", () => {
  it("errors", () => {
    expect(LAUNCH_SPECIAL_USED_MESSAGE).toBe("You've already used the Launch Special offer. Please select another plan.");
    expect(INSUFFICIENT_CREDITS_MESSAGE).toBe("Please purchase more credits to continue.");
    expect(INVALID_PACK_MESSAGE).toBe("Invalid credit pack selected.");
  });

  it("success toasts", () => {
    expect(LAUNCH_SPECIAL_SUCCESS_MESSAGE).toBe("You've successfully purchased the Launch Special! You now have 1 listing credit.");
    expect(formatPlanUpgradeMessage("Starter")).toBe("You've successfully upgraded to the Starter plan.");
    expect(formatPackPurchaseMessage(10, 500)).toBe("You've purchased 10 listing credits and 500 image caption credits.");
  });
});
