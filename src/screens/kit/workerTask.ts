/**
 * Work done in a worker of its own, made for it and ended with it: `task` talks to the worker, and an abort of
 * `signal` ends the worker at once, mid-task, and rejects with the signal's reason.
 */
export async function inWorker<T>(
  worker: Worker,
  task: (worker: Worker) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const cancelled = new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason)
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
  try {
    return await Promise.race([task(worker), cancelled])
  } finally {
    worker.terminate()
  }
}
