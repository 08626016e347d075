/**
 * A small in-memory cache of vendor look-ups, so the form's preview and the generation that follows do not ask
 * Nominatim or Overpass twice. It keeps the promise, so two requests at once share one call; a failed look-up is
 * forgotten at once, so the next request asks again. Per process: a second server process asks once more, which
 * is cheap, and keeps the places seam free of database tables.
 */
export class LookupCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached value for `key`, or the result of `load()`, kept for the time to live when it succeeds. */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    this.entries.delete(key);

    const value = load();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // The oldest entries go first (a Map iterates in insertion order).
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}

/** About 11 m at the equator: two requests for one home round to the same key. */
export const coordinateKey = (lat: number, lng: number) => `${lat.toFixed(4)},${lng.toFixed(4)}`;
