import { periodsFromAccountSummaryFilter } from './accountSummary'
import type { AccountSummaryFilterEntry } from './entities/capitalAccount'
import { reportingDateOf } from './periods'

// The account summary's published quarters: home's portfolio and the portfolio analytics start from the latest. A
// module of its own, so that home's own code takes this and not the portfolio's figures (they load with its panels).

/** A published quarter end and the funds reported then, newest first. */
export interface PublishedQuarter {
  reportingDate: string
  fundIds: Array<number | string>
}

/** The quarters AccountSummary/filter publishes for the group, newest first, with their funds. */
export const publishedQuarters = (entries: readonly AccountSummaryFilterEntry[]): PublishedQuarter[] =>
  periodsFromAccountSummaryFilter(entries, String).flatMap((period) => {
    const reportingDate = reportingDateOf(period.year, period.quarter)
    return reportingDate ? [{ reportingDate, fundIds: period.associatedFunds.map((fund) => fund.value) }] : []
  })
