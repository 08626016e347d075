import type sharpModule from "sharp";

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips, about 20 MB resident) loads when the first photo arrives, not at every start: most servers start
 * without one (issue 22). libvips' operation cache is off: uploads never repeat an operation (decision 027).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
