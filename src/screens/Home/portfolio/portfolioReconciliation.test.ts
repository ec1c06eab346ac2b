import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server } from '../../../../mocks/node'
import { personas, type PersonaId } from '../../../../mocks/personas'
import { accountsInFund, scopeOf } from '../../../../mocks/scope'
import { capitalAccountRows } from '../../../../mocks/seed/capitalAccounts'
import { MOCK_REFERENCE_DATE, quarterIndexOfDate } from '../../../../mocks/seed/dates'
import { firstReportingQuarter } from '../../../../mocks/seed/performance'
import { resetMockState } from '../../../../mocks/state'
import { api, configureApi, resetApiContext } from '../../../api'
import { portfolioSnapshot, SUMMARY_AMOUNT_FIELDS, type SummaryAmountField } from '../../../domain'
import { publishedQuarters } from '../../../domain'

/**
 * The home snapshot reconciles with the mock provider's book to the cent: what the portal computes from the answers
 * of its calls (AccountSummary/filter, then Cas/report for the latest quarter) equals what is computed here straight
 * from the seeded book, in integer cents: each fund's accounts summed in the fund's currency, converted at the fund's
 * rate and rounded to the cent, then the funds added.
 */
const base = 'http://provider.test/api'
const today = new Date(`${MOCK_REFERENCE_DATE}T12:00:00Z`)

function signInAs(persona: PersonaId): void {
  resetMockState(persona)
  configureApi({
    baseUrl: base,
    now: () => today,
    entitledUserId: personas[persona].userId,
    investorAccountGroupId: 'ALL',
  })
}

/** The book's figures in USD cents as of a quarter, for every fund of the persona's scope reported then. */
function bookInCents(persona: PersonaId, reportingDate: string) {
  const scope = scopeOf(persona, null)
  const quarterIndex = quarterIndexOfDate(reportingDate)!
  const total = Object.fromEntries(SUMMARY_AMOUNT_FIELDS.map((field) => [field, 0])) as Record<
    SummaryAmountField,
    number
  >
  let funds = 0
  for (const fund of scope.funds) {
    const accountIds = accountsInFund(scope, fund.id)
    if (quarterIndex < firstReportingQuarter(fund) || accountIds.length === 0) continue
    const rows = capitalAccountRows({
      fund,
      accountIds,
      quarterIndex,
      currency: fund.currency,
      periods: ['ITD'],
    })
    const investorRows = rows.filter((row) => Number(row.investorId) > 0)
    if (investorRows.length === 0) continue
    funds += 1
    const rate = investorRows[0]!.exchangeRateToUSD ?? 1
    for (const field of SUMMARY_AMOUNT_FIELDS) {
      const cents = investorRows.reduce((sum, row) => sum + Math.round(Number(row[field]) * 100), 0)
      total[field] += Math.round(cents * rate)
    }
  }
  return { total, funds }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => {
  server.close()
  resetApiContext()
})

describe("home's portfolio snapshot against the provider's book", () => {
  it.each(['investor', 'alpinvest', 'admin'] as const)('reconciles to the cent for %s', async (persona) => {
    signInAs(persona)
    const [latest] = publishedQuarters(await api.reporting.getAccountSummaryFilter())
    expect(latest).toBeDefined()
    const rows = await api.reporting.getAccountSummary({
      fundIds: latest!.fundIds,
      reportingDate: latest!.reportingDate,
      period: 'ITD',
      current: false,
    })
    const snapshot = portfolioSnapshot(rows, latest!.reportingDate)!
    const book = bookInCents(persona, latest!.reportingDate)

    expect(snapshot.funds).toHaveLength(book.funds)
    for (const field of SUMMARY_AMOUNT_FIELDS)
      expect(`${field}: ${Math.round(snapshot.total[field]! * 100)}`).toBe(`${field}: ${book.total[field]}`)
    const {
      totalContributedCapital: paidIn,
      totalDistributions: out,
      capitalAccountAtFairValue: nav,
    } = book.total
    expect(snapshot.total.dpi).toBeCloseTo(out / paidIn, 12)
    expect(snapshot.total.rvpi).toBeCloseTo(nav / paidIn, 12)
    expect(snapshot.total.tvpi).toBeCloseTo((out + nav) / paidIn, 12)
  })
})
