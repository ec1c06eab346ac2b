/** An amount the provider sent: a finite number (null, undefined, NaN and text are not amounts). */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** An amount in whole cents: sums of cents never drift (0.1 + 0.2 is 0.30). */
export const toCents = (amount: number): number => Math.round(amount * 100)

/** The sum of the amounts among `values`, to the cent; null when none of them is an amount. */
export function sumInCents(values: ReadonlyArray<number | null | undefined>): number | null {
  let cents: number | null = null
  for (const value of values) if (isAmount(value)) cents = (cents ?? 0) + toCents(value)
  return cents === null ? null : cents / 100
}
