/**
 * Seeded choices for the offline writer: the same facts and variant always give the same listing, another home or
 * another variant gives other wording. Each slot hashes on its own, so a choice in one section does not shift the
 * choices in another (regenerating one section leaves the rest as it was).
 */
export interface Picker {
  pick<T>(slot: string, options: readonly T[]): T;
  /** A number in [0, 1) for the slot. */
  fraction(slot: string): number;
}

/** FNV-1a, 32 bits. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A final mix so that nearby seeds give unrelated choices. */
function mix(value: number): number {
  let x = value;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

export function createPicker(seed: string): Picker {
  // The seed may be long (the facts as JSON): hash it once, then each slot with it.
  const seedHash = hashText(seed);
  const fraction = (slot: string) => mix(hashText(slot) ^ seedHash) / 2 ** 32;
  return {
    fraction,
    pick<T>(slot: string, options: readonly T[]): T {
      if (options.length === 0) throw new Error(`no options for ${slot}`);
      return options[Math.floor(fraction(slot) * options.length)] as T;
    },
  };
}
