import { ENTITY_TYPES } from '../../src/domain'
import { hostileText as at } from './corpus'

/** A fund's hostile name, the same in every answer that names it. */
export const hostileFundName = (fundId: unknown): string => at(Number(fundId) || 0)

/**
 * A company's hostile name from its own name, so the schedule of investments (by company, every account alike) and
 * the fund's summary investment schedule (FPSIS, where the exposure finds the company's industry) name it alike.
 */
export function hostileCompanyName(name: unknown): string {
  let hash = 0
  for (const character of String(name ?? '')) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0
  return at(hash)
}

/**
 * A fund type's hostile name, the same for every fund of the type, so the account summary still groups funds by
 * type: markup and formula-like text (the corpus from its fourth string on, one per entity type).
 */
export const hostileFundType = (type: unknown): string =>
  at(
    3 +
      Math.max(
        0,
        ENTITY_TYPES.findIndex((known) => known === type),
      ),
  )

/** A report file's name with the corpus on: a hostile fund name, for the client to sanitise. */
export const hostileReportFileName = (fundId: unknown, report: string): string =>
  `${hostileFundName(fundId)} ${report}.xlsx`
