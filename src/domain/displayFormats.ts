import type { Preference } from './entities/user'
import { isOneOf } from './closedSets'

// The user's display formats (spec: Profile, preferences): apart from the formatting itself (./format), which
// the portal's first load does not need.

export const NUMBER_FORMATS = ['1,234.56', '1.234,56'] as const
export type NumberFormat = (typeof NUMBER_FORMATS)[number]

export const DATE_FORMATS = ['MMM-DD-YYYY', 'M/D/YYYY', 'DD.M.YYYY', 'YYYY.M.DD'] as const
export type DateFormat = (typeof DATE_FORMATS)[number]

export const DEFAULT_NUMBER_FORMAT: NumberFormat = '1,234.56'
export const DEFAULT_DATE_FORMAT: DateFormat = 'MMM-DD-YYYY'

export const parseNumberFormat = (value: string | null | undefined): NumberFormat =>
  isOneOf(NUMBER_FORMATS, value) ? value : DEFAULT_NUMBER_FORMAT

export const parseDateFormat = (value: string | null | undefined): DateFormat =>
  isOneOf(DATE_FORMATS, value) ? value : DEFAULT_DATE_FORMAT

export interface UserFormats {
  dateFormat: DateFormat
  numberFormat: NumberFormat
}

export const preferenceValue = (
  preferences: readonly Preference[] | null | undefined,
  setting: string,
): string | null => (preferences ?? []).find((p) => p?.setting === setting)?.value ?? null

/** The user's display formats from their preferences, with the defaults for missing or unknown values. */
export const userFormats = (preferences: readonly Preference[] | null | undefined): UserFormats => ({
  dateFormat: parseDateFormat(preferenceValue(preferences, 'DateFormat')),
  numberFormat: parseNumberFormat(preferenceValue(preferences, 'NumberFormat')),
})
