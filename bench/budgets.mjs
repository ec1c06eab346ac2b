/**
 * The performance budgets, in one place. Every section takes its targets from here, the results page prints each
 * figure beside its budget, and `npm run bench` exits non-zero when a figure misses one (in the spirit of
 * size-limit). The goals are the performance issue's; change a budget here, never in a section.
 */
const budget = (limit, text, { strict = false } = {}) => ({
  limit,
  text,
  /** Whether a measured value keeps within the budget. */
  met: (value) => Number.isFinite(value) && (strict ? value < limit : value <= limit),
})

/** How much more than the floor home's first load may carry. */
const FLOOR_FACTOR = 1.25

export const budgets = {
  /**
   * Home's initial JavaScript (the entry script and its module preloads), gzip KB: 1.25 × the floor, React with the
   * card's runtime libraries drawing one heading (bench/floor), built in the same run (92.8 KB at 2026-11-27).
   */
  homeInitialJs: (floorKb) =>
    budget(
      FLOOR_FACTOR * floorKb,
      `≤ ${(FLOOR_FACTOR * floorKb).toFixed(1)} KB (${FLOOR_FACTOR} × the ${floorKb.toFixed(1)} KB floor)`,
    ),
  /** A route's own chunk, gzip KB. */
  routeChunk: budget(50, '≤ 50 KB'),
  /** Every chart together: the charting library and the portal's charts, gzip KB. */
  charts: budget(30, '≤ 30 KB'),
  /** Any task on the main thread while a screen loads, scrolls or switches, ms. */
  longTask: budget(50, '< 50 ms', { strict: true }),
  /** Main-thread work per keystroke in a search that filters as one types, ms. */
  keystroke: budget(16, '< 16 ms', { strict: true }),
  /** Row elements a virtualised list keeps in the page. */
  rowElements: budget(60, '≤ 60'),
  /** Largest contentful paint on loopback behind the standalone provider, ms. */
  largestContentfulPaint: budget(300, '≤ 300 ms'),
  /** Chunks that import each other in a cycle: none (bench/sections/bundle.mjs, chunkCycles). */
  chunkCycles: budget(0, 'none'),
  /** Cumulative layout shift of a page load. */
  layoutShift: budget(0.02, '≤ 0.02'),
}
