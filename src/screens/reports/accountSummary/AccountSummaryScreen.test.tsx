// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { dataset } from '../../../../mocks/dataset'
import { seedFunds } from '../../../../mocks/seed/funds'
import { accountsInFund, scopeOf } from '../../../../mocks/scope'
import { capitalAccountRows } from '../../../../mocks/seed/capitalAccounts'
import { quarterAt } from '../../../../mocks/seed/dates'
import { firstReportingQuarter } from '../../../../mocks/seed/performance'
import {
  allFlowsRequest,
  figureTraceTexts,
  formatCommitment,
  formatIrr,
  investorNetIrr,
  GROUP_ACCOUNT_ID,
  summaryTotalsInUSD,
  TOTAL_FUND_ACCOUNT_ID,
  summaryByFund,
  SUMMARY_AMOUNT_FIELDS,
} from '../../../domain'
import { api } from '../../../api'
import { accountSummaryTexts as texts } from './texts'
import { tieTexts } from '../../figureTrace'
import { loadTestSession, sessionWrapper, setUpScreenTestProvider } from '../../testing/testSession'
import { AccountSummaryScreen } from './AccountSummaryScreen'

setUpScreenTestProvider()
afterEach(cleanup)

const FIELDS = SUMMARY_AMOUNT_FIELDS

/** The investor's ITD rows at the latest quarter straight from the seed: every fund, every account of theirs. */
function seedRows() {
  const scope = scopeOf('investor', null)
  const quarterIndex = dataset().latestQuarter
  return scope.funds.flatMap((fund) => {
    const accountIds = accountsInFund(scope, fund.id)
    return quarterIndex < firstReportingQuarter(fund) || accountIds.length === 0
      ? []
      : capitalAccountRows({ fund, accountIds, quarterIndex, currency: fund.currency, periods: ['ITD'] })
  })
}

describe('account summary figures reconcile with the provider rows', () => {
  it('totals in USD equal the sum of the accounts rows times exchangeRateToUSD, to the cent', async () => {
    const rows = seedRows().filter(
      (row) => row.investorId !== GROUP_ACCOUNT_ID && row.investorId !== TOTAL_FUND_ACCOUNT_ID,
    )
    expect(rows.length).toBeGreaterThan(3)
    expect(new Set(rows.map((row) => row.reportingCurrency)).size).toBeGreaterThan(1)
    const expected = Object.fromEntries(
      FIELDS.map((field) => [
        field,
        rows.reduce((sum, row) => sum + row[field]! * row.exchangeRateToUSD!, 0),
      ]),
    )
    const answer = await api.reporting.getAccountSummary({
      fundIds: [...new Set(rows.map((row) => row.fundId))],
      reportingDate: quarterAt(dataset().latestQuarter).endDate,
      period: 'ITD',
      current: false,
    })
    const totals = summaryTotalsInUSD(summaryByFund(answer, { kind: 'groupWide' }))
    for (const field of FIELDS) expect(Math.abs(totals[field]! - expected[field]!)).toBeLessThan(0.005)

    render(<AccountSummaryScreen />, { wrapper: sessionWrapper(await loadTestSession()) })
    const table = await screen.findByRole('table', { name: texts.summaryTable }, { timeout: 5000 })
    const totalRow = within(table).getByRole('rowheader', { name: texts.totalUSD }).closest('tr')!
    const cells = [...totalRow.querySelectorAll('td')].map((cell) => cell.textContent)
    // Currency, as of, then the five amounts and net MOIC.
    expect(cells[0]).toBe('USD')
    expect(cells.slice(2, 7)).toEqual(FIELDS.map((field) => formatCommitment(expected[field])))
  })

  it('a single account shows only that account, the group-wide view every account summed', async () => {
    const session = await loadTestSession()
    const rows = seedRows()
    const accountId = rows.find((row) => Number(row.investorId) > 0)!.investorId
    const single = rows.filter((row) => row.investorId === accountId)
    const commitment = single.reduce((sum, row) => sum + row.commitment! * row.exchangeRateToUSD!, 0)
    render(<AccountSummaryScreen />, { wrapper: sessionWrapper(session, `/?account=${accountId}`) })
    const table = await screen.findByRole('table', { name: texts.summaryTable }, { timeout: 5000 })
    await waitFor(() => {
      const totalRow = within(table).getByRole('rowheader', { name: texts.totalUSD }).closest('tr')!
      expect(totalRow.querySelectorAll('td')[2]?.textContent).toBe(formatCommitment(commitment))
    })
  })
})

describe('fund types of the account summary', () => {
  it('each fund type closes with its subtotal in USD, the seed rows times exchangeRateToUSD', async () => {
    const rows = seedRows().filter((row) => Number(row.investorId) > 0)
    const typeOf = new Map(seedFunds.map((fund) => [fund.id, fund.entityType]))
    const types = [...new Set(rows.map((row) => typeOf.get(Number(row.fundId))!))]
    expect(types.length).toBeGreaterThan(1)
    render(<AccountSummaryScreen />, { wrapper: sessionWrapper(await loadTestSession()) })
    const table = await screen.findByRole('table', { name: texts.summaryTable }, { timeout: 5000 })
    for (const fundType of types) {
      const ofType = rows.filter((row) => typeOf.get(Number(row.fundId)) === fundType)
      const subtotal = within(table)
        .getByRole('rowheader', { name: texts.subtotalUSD(fundType) })
        .closest('tr')!
      const cells = [...subtotal.querySelectorAll('td')].map((cell) => cell.textContent)
      expect(cells[0]).toBe('USD')
      expect(cells.slice(2, 7)).toEqual(
        FIELDS.map((field) =>
          formatCommitment(ofType.reduce((sum, row) => sum + row[field]! * row.exchangeRateToUSD!, 0)),
        ),
      )
    }
  })

  it("a fund type's button hides its funds and keeps its subtotal, and shows them again", async () => {
    const user = userEvent.setup()
    render(<AccountSummaryScreen />, { wrapper: sessionWrapper(await loadTestSession()) })
    const table = await screen.findByRole('table', { name: texts.summaryTable }, { timeout: 5000 })
    const coInvest = scopeOf('investor', null).funds.find((fund) => fund.entityType === 'External Co-Invest')!
    const [fundType, fundName] = [coInvest.entityType, coInvest.name]
    const disclosure = within(table).getByRole('button', { name: texts.fundTypeFunds(fundType) })
    expect(disclosure.getAttribute('aria-expanded')).toBe('true')
    expect(within(table).getByRole('rowheader', { name: fundName })).toBeTruthy()
    await user.click(disclosure)
    expect(disclosure.getAttribute('aria-expanded')).toBe('false')
    expect(within(table).queryByRole('rowheader', { name: fundName })).toBeNull()
    expect(within(table).getByRole('rowheader', { name: texts.subtotalUSD(fundType) })).toBeTruthy()
    await user.click(disclosure)
    expect(within(table).getByRole('rowheader', { name: fundName })).toBeTruthy()
  })
})

describe("the account summary's figures traced and checked (issue 63)", () => {
  it("every check of the demo book ties, and each fund's 'Your net IRR' is its cash flows' XIRR with its capital account last", async () => {
    render(<AccountSummaryScreen />, { wrapper: sessionWrapper(await loadTestSession()) })
    // Every check of the book and an XIRR per fund: about 3 s in CI, past 10 s once on a machine busier still.
    const summary = await screen.findByText(/^All \d+ checks tie\.$/u, {}, { timeout: 40_000 })
    // Remaining commitment, subtotals and total (five figures each), cash flows (two per fund), statement.
    const rows = summaryByFund(
      await api.reporting.getAccountSummary({
        fundIds: scopeOf('investor', null).funds.map((fund) => fund.id),
        reportingDate: quarterAt(dataset().latestQuarter).endDate,
        period: 'ITD',
        current: false,
      }),
      { kind: 'groupWide' },
    )
    const types = new Set(
      rows.map((row) => seedFunds.find((fund) => fund.id === Number(row.fundId))!.entityType),
    )
    expect(summary.textContent).toContain(tieTexts.allTie(rows.length * 4 + (types.size + 1) * 5))
    const table = screen.getByRole('table', { name: texts.summaryTable })
    const fund = scopeOf('investor', null).funds[0]!
    const line = rows.find((row) => Number(row.fundId) === fund.id)!
    const flows = await api.reporting.getCashFlowReport(allFlowsRequest(fund.name))
    const irr = investorNetIrr(flows, line.capitalAccountAtFairValue, line.reportingDate)
    const button = await within(table).findByRole('button', {
      name: figureTraceTexts.openTrace(figureTraceTexts.yourNetIrr, formatIrr(irr), fund.name),
    })
    expect(button.textContent).toBe(formatIrr(irr))
  }, 60_000)
})
