/** Every loaded dataset moves pending, then fulfilled or rejected (spec §4 Data loading). */
export type LoadStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected'

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'fulfilled'; data: T }
  | { status: 'rejected'; error: string }

/** What to make of each state of a load; an idle load (its parameters not known yet) is `idle`'s, or pending's. */
export interface LoadCases<T, R> {
  idle?: () => R
  pending: () => R
  rejected: (error: string) => R
  fulfilled: (data: T) => R
}

/** The one way a state of a load is read: every state has its case, so none is forgotten. */
export function matchLoad<T, R>(state: LoadState<T>, cases: LoadCases<T, R>): R {
  switch (state.status) {
    case 'idle':
      return (cases.idle ?? cases.pending)()
    case 'pending':
      return cases.pending()
    case 'rejected':
      return cases.rejected(state.error)
    case 'fulfilled':
      return cases.fulfilled(state.data)
  }
}
