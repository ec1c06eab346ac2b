/** The figures of repeated runs: the median is what a row reports (the machine is shared and noisy). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Measures `count` times, one after another; a row reports the median of a figure and lists each run's, so a
 * single outlier on the shared machine shows as one.
 */
export async function runsOf(count, measure) {
  const runs = []
  for (let run = 0; run < count; run += 1) runs.push(await measure())
  return {
    runs,
    median: (pick) => median(runs.map(pick)),
    each: (pick) => runs.map(pick).join(', '),
  }
}

/** The value at or below which p % of the values lie (nearest rank). */
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)]

export const ms = (value) => `${value.toFixed(0)} ms`
export const mb = (value) => `${value.toFixed(0)} MB`
