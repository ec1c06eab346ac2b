import type { Term } from '../../domain'
import { callTo, requestJson, requestVoid, type CallOptions } from '../client'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'

/** GET the user's terms. */
export const getTerms = ({ signal }: CallOptions = {}): Promise<Term[]> =>
  requestJson({ ...callTo(endpoints.terms), signal }, () => [])

/** POST the accepted 'once' terms. §8 gives no text (the failure is only logged). */
export const acceptTerms = (termIds: Array<Term['id']>, { signal }: CallOptions = {}): Promise<void> =>
  requestVoid({ ...callTo(endpoints.acceptTerms), body: termIds, signal })
