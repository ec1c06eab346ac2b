/**
 * Seeded randomness: the same seed gives the same book on every host and every run, so stories, tests and the
 * demo agree and visual snapshots never see random data.
 */
export const SEED = 0x5eed2018

/** mulberry32: a tiny, fast 32-bit PRNG, good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A uniform number in [0, 1) fixed by its inputs: lets any single value (a document, a quarter of an account)
 * be computed on demand, without generating everything before it.
 */
export function unit(...values: number[]): number {
  let h = SEED ^ 0x9e3779b9
  for (const value of values) {
    h = Math.imul(h ^ (value | 0), 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
  }
  return (h >>> 0) / 4294967296
}

/** An integer in [min, max], fixed by its inputs. */
export const intBetween = (min: number, max: number, ...values: number[]): number =>
  min + Math.floor(unit(...values) * (max - min + 1))

export function pick<T>(list: readonly T[], r: number): T {
  const item = list[Math.min(list.length - 1, Math.floor(r * list.length))]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** A picker by weights (any positive numbers): cumulative weights and a binary search, for hot loops. */
export function weightedPicker<T>(entries: ReadonlyArray<readonly [T, number]>): (r: number) => T {
  if (entries.length === 0) throw new Error('pick from an empty list')
  const values = entries.map(([value]) => value)
  const cumulative = new Float64Array(entries.length)
  let total = 0
  entries.forEach(([, weight], i) => (cumulative[i] = total += weight))
  return (r) => {
    const threshold = r * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if ((cumulative[mid] ?? 0) > threshold) high = mid
      else low = mid + 1
    }
    return values[low] as T
  }
}

/** Amounts are kept in integer cents so that totals equal the sum of their rows exactly. */
export const fromCents = (cents: number): number => cents / 100
