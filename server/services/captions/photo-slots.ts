/**
 * How many photos one process decodes at once; the others wait their turn. Each decode takes tens of MB for a short
 * while (docs/deploy.md gives what a process needs), so a burst of uploads queues instead of adding up.
 */
export const PHOTOS_AT_ONCE = 2;

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
