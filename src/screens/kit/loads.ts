import type { LoadState, LoadStatus } from '../../domain'

/** A load as the kit's views read it: its state, and its retry where it has one. */
export type Load<T> = LoadState<T> & { reload?: () => void }

/** The data of a load once it has arrived; undefined while it loads or waits, and after a failure. */
export const loadedData = <T>(load: LoadState<T>): T | undefined =>
  load.status === 'fulfilled' ? load.data : undefined

/** Whether a load is in flight: what holds its room marks itself busy (aria-busy) meanwhile. */
export const isLoading = (load: { status: LoadStatus }): boolean => load.status === 'pending'

type DataOf<L> = Extract<L, { status: 'fulfilled' }> extends { data: infer T } ? T : never

/** The data of several loads, in their order. */
export type LoadedData<L extends readonly Load<unknown>[]> = { [K in keyof L]: DataOf<L[K]> }

/**
 * Several loads read as one, in their order (a later one usually waits on an earlier one's data): the first that
 * is not fulfilled decides (its failure with its retry, its loading, or its wait for parameters); fulfilled once
 * every one is, with their data in the same order.
 */
export function allLoads<const L extends readonly Load<unknown>[]>(loads: L): Load<LoadedData<L>> {
  for (const load of loads) {
    if (load.status === 'fulfilled') continue
    return load.status === 'rejected'
      ? { status: 'rejected', error: load.error, reload: load.reload }
      : { status: load.status }
  }
  return {
    status: 'fulfilled',
    data: loads.map((load) => (load as { data: unknown }).data) as LoadedData<L>,
  }
}

/** Whether a load failed: its failure text and retry are the load's own (ResourceView, ResourceFailure). */
export const hasFailed = (load: { status: LoadStatus }): boolean => load.status === 'rejected'
