import { unit } from './prng'

/** Spot rates to USD around which each quarter's rate moves (a deterministic wobble per quarter). */
const BASE_RATE_TO_USD: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  JPY: 0.0068,
  AUD: 0.66,
  CAD: 0.74,
  SEK: 0.095,
  CHF: 1.12,
  SGD: 0.74,
  HKD: 0.128,
  BRL: 0.19,
  CNY: 0.138,
  DKK: 0.145,
  IDR: 0.000064,
  INR: 0.012,
  KRW: 0.00075,
  NOK: 0.094,
  NZD: 0.6,
  PLN: 0.25,
  RON: 0.22,
}

export const isKnownCurrency = (currency: unknown): currency is string =>
  typeof currency === 'string' && currency in BASE_RATE_TO_USD

const currencySalt = (currency: string): number =>
  [...currency].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7)

/** The rate of a currency to USD at the end of a quarter, to 6 significant decimals. */
export function rateToUSD(currency: string, quarterIndex: number): number {
  const base = BASE_RATE_TO_USD[currency] ?? 1
  if (currency === 'USD') return 1
  const wobble = 1 + 0.08 * (unit(currencySalt(currency), quarterIndex, 31) - 0.5)
  return Number((base * wobble).toPrecision(6))
}

/** Cents of one currency in another, at a quarter's rates. */
export function convertCents(cents: number, from: string, to: string, quarterIndex: number): number {
  if (from === to) return cents
  return Math.round((cents * rateToUSD(from, quarterIndex)) / rateToUSD(to, quarterIndex))
}
