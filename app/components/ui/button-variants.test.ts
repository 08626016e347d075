import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button-variants";

const VARIANTS = ["default", "secondary", "outline", "ghost", "destructive", "link"] as const;
const SIZES = ["default", "sm", "lg", "icon"] as const;

describe("buttonVariants", () => {
  // The header and the hero use these classes as they are, without tailwind-merge (button-variants.ts).
  it("gives classes that need no merging, for every variant and size", () => {
    for (const variant of VARIANTS) {
      for (const size of SIZES) {
        const classes = buttonVariants({ variant, size });
        expect(twMerge(classes), `${variant} ${size}`).toBe(classes);
      }
    }
  });

  it("sets one text size a button, the large one's larger", () => {
    expect(buttonVariants({ size: "sm" }).match(/\btext-(?:sm|base)\b/g)).toEqual(["text-sm"]);
    expect(buttonVariants({ size: "lg" }).match(/\btext-(?:sm|base)\b/g)).toEqual(["text-base"]);
  });
});
