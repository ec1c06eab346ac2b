/** Every loaded dataset moves pending, then fulfilled or rejected (spec §4 Data loading). */
export type LoadStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected'

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'fulfilled'; data: T }
  | { status: 'rejected'; error: string }
