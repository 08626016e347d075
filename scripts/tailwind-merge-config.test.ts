import { createTailwindMerge, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { tailwindMergeConfig } from "../app/lib/tailwind-merge-config";
import { appClassNames, variantsOf } from "./app-class-names";

const trimmedMerge = createTailwindMerge(() => tailwindMergeConfig);

describe("app/lib/tailwind-merge-config.ts (decision 051)", () => {
  it("merges every pair of app/'s classes, itself included, as tailwind-merge's default config does", () => {
    const byVariants = new Map<string, string[]>();
    for (const name of appClassNames()) byVariants.set(variantsOf(name), [...(byVariants.get(variantsOf(name)) ?? []), name]);
    const disagreements: string[] = [];
    let pairs = 0;
    for (const names of byVariants.values()) {
      for (const a of names) {
        for (const b of names) {
          pairs++;
          const classes = `${a} ${b}`;
          if (trimmedMerge(classes) !== twMerge(classes)) disagreements.push(`${classes}: ${trimmedMerge(classes)} instead of ${twMerge(classes)}`);
        }
      }
    }
    expect(pairs).toBeGreaterThan(100_000);
    // When this fails, the app uses a kind of class the config leaves out: npx tsx scripts/generate-tailwind-merge-config.ts
    expect(disagreements.slice(0, 20)).toEqual([]);
  }, 60_000); // About 170,000 merges: 2 s on a quiet machine, over 20 s seen while the machine ran e2e and builds.

  it("is a real cut: a class group the app does not use is not merged", () => {
    expect(twMerge("columns-2 columns-3")).toBe("columns-3");
    expect(trimmedMerge("mask-radial-at-top mask-radial-at-left")).toBe("mask-radial-at-top mask-radial-at-left");
    expect(twMerge("mask-radial-at-top mask-radial-at-left")).toBe("mask-radial-at-left");
  });
});
