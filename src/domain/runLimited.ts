/**
 * Runs `task` for every item with at most `limit` running at once; resolves with every outcome in item order
 * (like Promise.allSettled). A task is not started once `signal` is aborted.
 */
export async function runLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
  signal?: AbortSignal,
): Promise<Array<PromiseSettledResult<R>>> {
  const outcomes: Array<PromiseSettledResult<R>> = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      try {
        signal?.throwIfAborted()
        outcomes[index] = { status: 'fulfilled', value: await task(items[index] as T, index) }
      } catch (reason) {
        outcomes[index] = { status: 'rejected', reason }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return outcomes
}
