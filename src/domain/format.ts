import { isValid, parseISO } from 'date-fns'
import { DEFAULT_DATE_FORMAT, parseDateFormat, type DateFormat, type NumberFormat } from './displayFormats'

/** The user's date formats as date-fns patterns. */
export const dateFnsPatterns: Record<DateFormat, string> = {
  'MMM-DD-YYYY': 'MMM-dd-yyyy',
  'M/D/YYYY': 'M/d/yyyy',
  'DD.M.YYYY': 'dd.M.yyyy',
  'YYYY.M.DD': 'yyyy.M.dd',
}

/** Shown for a number that is missing or not finite. */
export const EMPTY_NUMBER = '-'
/** Shown for a date that is missing or invalid. */
export const EMPTY_DATE = 'N/A'

export interface NumberDisplay {
  decimals: number
  numberFormat?: NumberFormat
  /** Appended to the number, inside the parentheses of a negative: '(1.50x)'. */
  suffix?: string
}

const groupedFormatters = new Map<number, Intl.NumberFormat>()

const groupedFormatter = (decimals: number): Intl.NumberFormat => {
  let formatter = groupedFormatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    })
    groupedFormatters.set(decimals, formatter)
  }
  return formatter
}

const swapSeparators = (text: string): string =>
  text.replace(/[.,]/g, (separator) => (separator === ',' ? '.' : ','))

/**
 * A number in the user's format with fixed decimals; negatives in parentheses, and a value that rounds to
 * zero is never shown as negative. Missing or non-finite values give '-'.
 */
export function formatNumber(value: number | null | undefined, display: NumberDisplay): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return EMPTY_NUMBER
  // Display settings may come from stored preferences: anything but a number means no decimals.
  const requested = typeof display.decimals === 'number' ? display.decimals : 0
  const decimals = Math.min(20, Math.max(0, Math.trunc(requested) || 0))
  const absolute = groupedFormatter(decimals).format(Math.abs(value))
  const text = display.numberFormat === '1.234,56' ? swapSeparators(absolute) : absolute
  const suffix = typeof display.suffix === 'string' ? display.suffix : ''
  const roundsToZero = !/[1-9]/.test(absolute)
  return value < 0 && !roundsToZero ? `(${text}${suffix})` : `${text}${suffix}`
}

/** spec §9 number displays. */
export const formatCapitalAccountPercent = (
  value: number | null | undefined,
  numberFormat?: NumberFormat,
): string => formatNumber(value, { decimals: 2, numberFormat, suffix: '%' })

export const formatIrr = (value: number | null | undefined, numberFormat?: NumberFormat): string =>
  formatNumber(value, { decimals: 1, numberFormat, suffix: '%' })

export const formatCommitment = (value: number | null | undefined, numberFormat?: NumberFormat): string =>
  formatNumber(value, { decimals: 0, numberFormat })

export const formatScheduleAmount = (value: number | null | undefined, numberFormat?: NumberFormat): string =>
  formatNumber(value, { decimals: 1, numberFormat })

export const formatMoic = (value: number | null | undefined, numberFormat?: NumberFormat): string =>
  formatNumber(value, { decimals: 2, numberFormat, suffix: 'x' })

export const formatFundTypePercent = (
  value: number | null | undefined,
  numberFormat?: NumberFormat,
): string => formatNumber(value, { decimals: 1, numberFormat, suffix: '%' })

export type DateInput = string | number | Date | null | undefined

/** A provider date (ISO string), epoch milliseconds or Date as a valid Date, or null. */
export function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = typeof value === 'string' ? parseISO(value.trim()) : new Date(value)
  return isValid(date) && Math.abs(date.getFullYear()) <= 9999 ? date : null
}

/** The months' English names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const padded = (value: number, length: number) => String(value).padStart(length, '0')

/** The date-fns tokens the portal's date patterns use, each as the date's local calendar field. */
const DATE_TOKENS: Record<string, (date: Date) => string> = {
  yyyy: (date) => padded(date.getFullYear(), 4),
  MMMM: (date) => MONTH_NAMES[date.getMonth()] ?? '',
  MMM: (date) => (MONTH_NAMES[date.getMonth()] ?? '').slice(0, 3),
  MM: (date) => padded(date.getMonth() + 1, 2),
  M: (date) => String(date.getMonth() + 1),
  dd: (date) => padded(date.getDate(), 2),
  d: (date) => String(date.getDate()),
}

/**
 * A date in one of the portal's fixed patterns (the user's date formats, the long date, file names, the provider's
 * ISO day), token for token as date-fns' format writes them. Home's first load carries this rather than
 * date-fns' format, whose every token and English locale would weigh 5 KB more; the tests hold the two equal.
 */
export const formatPattern = (date: Date, pattern: string): string =>
  pattern.replace(/yyyy|M{1,4}|d{1,2}/g, (token) => DATE_TOKENS[token]?.(date) ?? token)

const formatWith = (value: DateInput, pattern: string, fallback: string): string => {
  const date = parseDate(value)
  return date ? formatPattern(date, pattern) : fallback
}

/** A date in the user's date format; 'N/A' (or the given fallback) when missing or invalid. */
export const formatDate = (
  value: DateInput,
  dateFormat: DateFormat = DEFAULT_DATE_FORMAT,
  fallback: string = EMPTY_DATE,
): string => formatWith(value, dateFnsPatterns[parseDateFormat(dateFormat)], fallback)

/** The investor request date picker's format, e.g. 'March 31, 2024'. */
export const formatLongDate = (value: DateInput, fallback = ''): string =>
  formatWith(value, 'MMMM d, yyyy', fallback)

/** Month-day-year as report file names use it, e.g. '03312024'. */
export const formatFileNameDate = (value: DateInput, fallback = ''): string =>
  formatWith(value, 'MMddyyyy', fallback)

/** A calendar date as the provider receives it, e.g. '2024-03-31'; null when invalid. */
export const toIsoDate = (value: DateInput): string | null => {
  const date = parseDate(value)
  return date ? formatPattern(date, 'yyyy-MM-dd') : null
}
