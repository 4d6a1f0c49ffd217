/** A seeded source of randomness: the same seed gives the same sequence on every machine. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** Shuffles in place (Fisher–Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[];
  chance(p: number): boolean;
}

/** mulberry32: 32 bits of state, uint32 arithmetic only, so results never depend on float rounding. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [items[i], items[j]] = [items[j] as T, items[i] as T];
      }
      return items;
    },
    chance: (p) => next() < p,
  };
}

/** A seed for one named stream, so adding a stream never shifts the numbers another one draws. */
export function deriveSeed(seed: number, name: string): number {
  let h = Math.imul(seed >>> 0, 0x9e3779b1) >>> 0;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
