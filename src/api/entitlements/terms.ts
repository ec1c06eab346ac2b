import type { Term } from '../../domain'
import { callTo, requestJson, requestVoid, type CallOptions } from '../client'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'
import { isNumber, isString, listOf, shaped } from '../guards'

const isTerm = shaped<Term>({ id: isNumber, name: isString, associationType: isString })

/** GET the user's terms. */
export const getTerms = ({ signal }: CallOptions = {}): Promise<Term[]> =>
  requestJson({ ...callTo(endpoints.terms), signal }, listOf(isTerm), () => [])

/** POST the accepted 'once' terms. §8 gives no text (the failure is only logged). */
export const acceptTerms = (termIds: Array<Term['id']>, { signal }: CallOptions = {}): Promise<void> =>
  requestVoid({ ...callTo(endpoints.acceptTerms), body: termIds, signal })
