/**
 * The seeded pseudo-random source of the generated data. Everything the seeders invent comes
 * from here, never from Math.random, so one seed always gives the same announcements.
 */

/**
 * A 32-bit seed from any mix of numbers and strings (FNV-1a over their text, then a final
 * avalanche): `seedOf(42, 'announcement', 17)` gives announcement 17 of seed 42 its own stream,
 * whatever was drawn before it.
 */
export function seedOf(...parts: readonly (number | string)[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    const text = `${typeof part}:${part}|`;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  // FNV alone leaves the low bits of close inputs alike; murmur's finaliser spreads them.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** One entry of a weighted choice: the value and its relative weight. */
export type Weighted<T> = readonly [value: T, weight: number];

/**
 * mulberry32: tiny, fast, and good enough for test data (not for secrets). The helpers are the
 * draws the generators need, so no caller does its own arithmetic on floats.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number between min and max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float between min (included) and max (excluded). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One item, uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One value, with probability proportional to its weight. */
  weighted<T>(entries: readonly Weighted<T>[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let draw = this.next() * total;
    for (const [value, weight] of entries) {
      draw -= weight;
      if (draw < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0) {
      const at = Math.floor(this.next() * pool.length);
      taken.push(pool[at]!);
      pool[at] = pool[pool.length - 1]!;
      pool.pop();
    }
    return taken;
  }

  /** A random whole amount between min and max, rounded to a multiple of step. */
  amount(min: number, max: number, step: number): number {
    return Math.max(step, Math.round(this.between(min, max) / step) * step);
  }

  /** A fresh, independent stream derived from this one (for a sub-task whose draws may vary in number). */
  fork(label: string | number): Random {
    return new Random(seedOf(this.state, label));
  }
}

/**
 * A weighted choice over a fixed list, prepared once (cumulative weights and a binary search):
 * picking among 20 000 sellers a million times stays cheap.
 */
export class WeightedTable<T> {
  private readonly values: readonly T[];
  private readonly cumulative: Float64Array;

  constructor(entries: readonly Weighted<T>[]) {
    if (entries.length === 0) throw new Error('a weighted table needs entries');
    this.values = entries.map(([value]) => value);
    this.cumulative = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, weight], i) => {
      total += Math.max(0, weight);
      this.cumulative[i] = total;
    });
  }

  /** One value, with probability proportional to its weight. */
  pick(random: Random): T {
    const target = random.next() * this.cumulative[this.cumulative.length - 1]!;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.values[low]!;
  }
}
