/**
 * How many photos one process decodes at once; the others wait their turn. A 48-megapixel photo takes up to about
 * 300 MB while it is decoded (libvips already uses every core for one), so a burst of uploads queues instead of adding
 * up; docs/deploy.md gives what a process needs.
 */
export const PHOTOS_AT_ONCE = 1;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than PHOTOS_AT_ONCE photos are being processed, first come first served. */
export async function withPhotoSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PHOTOS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (running stays the same), or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
