import { SLICE_PAUSE_MS, SLICE_WORK_MS } from './constants'

export interface SliceProgress {
  processed: number
  total: number
}

export interface SliceOptions {
  /** Work per slice in ms (45). */
  sliceMs?: number
  /** Pause between slices in ms (90). */
  pauseMs?: number
  /** The clock; performance.now by default. */
  now?: () => number
  /** Waits between slices; a setTimeout by default. It should settle early when the signal aborts. */
  pause?: (ms: number, signal?: AbortSignal) => Promise<void>
  signal?: AbortSignal
  /** Called after every slice. */
  onProgress?: (progress: SliceProgress) => void
}

export type SliceOutcome = { status: 'completed' | 'aborted'; processed: number }

export const defaultNow = (): number => globalThis.performance.now()

export const defaultPause = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', finish)
      resolve()
    }
    const timer = setTimeout(finish, ms)
    signal?.addEventListener('abort', finish, { once: true })
  })

/**
 * Runs `work` over a large list (up to 1,000,000 items) in slices of 45 ms of work followed by a 90 ms pause,
 * so the page stays responsive (spec §4). Every slice does at least one item. Aborting stops before the next
 * item and resolves with status 'aborted' (an abort is not an error); an error thrown by `work` rejects.
 */
export async function processInSlices<T>(
  items: readonly T[],
  work: (item: T, index: number) => void,
  options: SliceOptions = {},
): Promise<SliceOutcome> {
  const {
    sliceMs = SLICE_WORK_MS,
    pauseMs = SLICE_PAUSE_MS,
    now = defaultNow,
    pause = defaultPause,
  } = options
  const { signal, onProgress } = options
  const total = items.length
  let index = 0
  while (index < total) {
    if (signal?.aborted) return { status: 'aborted', processed: index }
    const sliceStart = now()
    do {
      work(items[index] as T, index)
      index++
    } while (index < total && !signal?.aborted && now() - sliceStart < sliceMs)
    onProgress?.({ processed: index, total })
    if (index < total && !signal?.aborted) await pause(pauseMs, signal)
  }
  return { status: signal?.aborted && index < total ? 'aborted' : 'completed', processed: index }
}

/** The clock of work that arrives in pieces the caller drives (chunks of a download, pages of a parse). */
export interface Slicer {
  /** Whether the current slice's work time is used up. */
  readonly due: boolean
  /**
   * Pauses when the current slice's work time is used up, then starts the next slice; resolves at once
   * otherwise. Call it between pieces of work that each take well under a slice.
   */
  checkpoint: () => Promise<void>
  /**
   * Ends the current slice with its pause, whatever time it has left. Call it when the work is done, so that
   * what follows in the same task (another sliced job) does not add its own 45 ms to this slice's.
   */
  rest: () => Promise<void>
}

/**
 * Time slices (45 ms of work, then a 90 ms pause; spec §9) for asynchronous work such as parsing a download a
 * chunk at a time. The slice's clock starts when the slicer is made and after every pause; time spent waiting
 * in between (for the network) counts as work, so a slice never runs longer than it should, only shorter.
 */
export function createSlicer(
  options: Pick<SliceOptions, 'sliceMs' | 'pauseMs' | 'now' | 'pause' | 'signal'> = {},
): Slicer {
  const {
    sliceMs = SLICE_WORK_MS,
    pauseMs = SLICE_PAUSE_MS,
    now = defaultNow,
    pause = defaultPause,
    signal,
  } = options
  let sliceStart = now()
  const rest = async () => {
    await pause(pauseMs, signal)
    sliceStart = now()
  }
  return {
    get due() {
      return now() - sliceStart >= sliceMs
    },
    async checkpoint() {
      if (now() - sliceStart >= sliceMs) await rest()
    },
    rest,
  }
}

/**
 * processInSlices collecting one result per item. The results array is made at its full length up front: grown
 * by push, a list of 1,000,000 would be copied whole every time it outgrew its storage, a pause of several
 * milliseconds inside one item that no slice can plan for.
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  map: (item: T, index: number) => R,
  options: SliceOptions = {},
): Promise<SliceOutcome & { results: R[] }> {
  const results = new Array<R>(items.length)
  const outcome = await processInSlices(
    items,
    (item, index) => void (results[index] = map(item, index)),
    options,
  )
  results.length = outcome.processed
  return { ...outcome, results }
}
