import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { tailwindMergeConfig } from "./tailwind-merge-config";

// Only the class groups app/ uses (decision 051): the first call builds a class map of those, not of all of Tailwind.
const twMerge = createTailwindMerge(() => tailwindMergeConfig);

/** Joins class names and lets a later Tailwind class override an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
