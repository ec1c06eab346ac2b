import type { HistoricMoic } from './entities/capitalAccount'
import { rejectionTexts, SOMETHING_WENT_WRONG } from './texts/errors'
import { warningTexts } from './texts/warnings'

const nonEmpty = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

/** Per-fund report errors default to 'Something went wrong'. */
export const perFundErrorText = (message: unknown): string => nonEmpty(message) ?? SOMETHING_WENT_WRONG

/** A historic MOIC failure stores the message (or the default) with null data. */
export const historicMoicFailure = (message: unknown): HistoricMoic<never> => ({
  data: null,
  error: perFundErrorText(message),
})

/** A 404 of the FSIS reports becomes 'FSIS reports not found'. */
export const fsisReportsErrorText = (status: number | null | undefined): string =>
  status === 404 ? rejectionTexts.fsisReportsNotFound : rejectionTexts.fsisReports

/**
 * The warning for a failed investor request or password reset: the first element of the answer body when there
 * is one, else 'Some error occurred. Please try again.'.
 */
export function firstErrorText(body: unknown): string {
  const first: unknown = Array.isArray(body) ? body[0] : undefined
  if (nonEmpty(first)) return first as string
  if (first && typeof first === 'object') {
    const message = nonEmpty((first as { message?: unknown }).message)
    if (message) return message
  }
  return warningTexts.someErrorOccurred
}

/** Cancelled or aborted requests are rejected quietly (spec §8). */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { name?: unknown }).name === 'AbortError' ||
    (error as { name?: unknown }).name === 'CanceledError')
