import type { Term } from '../../domain'
import {
  callTo,
  requestFile,
  requestJson,
  requestVoid,
  type CallOptions,
  type DownloadedFile,
} from '../client'
import { endpoints } from '../endpoints'
import { isNumber, isString, listOf, shaped } from '../guards'
import type { TermAcceptanceReportRequest } from '../types'

const isTerm = shaped<Term>({ id: isNumber, name: isString, associationType: isString })

/** GET the user's terms. */
export const getTerms = ({ signal }: CallOptions = {}): Promise<Term[]> =>
  requestJson({ ...callTo(endpoints.terms), signal }, listOf(isTerm), () => [])

/** POST the accepted 'once' terms. §8 gives no text (the failure is only logged). */
export const acceptTerms = (termIds: Array<Term['id']>, { signal }: CallOptions = {}): Promise<void> =>
  requestVoid({ ...callTo(endpoints.acceptTerms), body: termIds, signal })

/** POST the administration's term acceptance report; null when it has no data (204). */
export const downloadTermAcceptanceReport = (
  request: TermAcceptanceReportRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({ ...callTo(endpoints.termAcceptanceReport), body: request, signal })
