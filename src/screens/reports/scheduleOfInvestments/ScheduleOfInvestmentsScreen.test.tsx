// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { dataset } from '../../../../mocks/dataset'
import { accountsInFund, scopeOf } from '../../../../mocks/scope'
import { quarterAt } from '../../../../mocks/seed/dates'
import { scheduleOfInvestments } from '../../../../mocks/seed/scheduleOfInvestments'
import { firstReportingQuarter } from '../../../../mocks/seed/performance'
import { api } from '../../../api'
import { reportTableTexts } from '../../../components'
import {
  formatScheduleAmount,
  INVESTMENT_STATUS_GROUPS,
  scheduleOfInvestmentsView,
  SOI_AMOUNT_FIELDS,
} from '../../../domain'
import { scheduleOfInvestmentsScreenTexts as texts } from './texts'
import { loadTestSession, sessionWrapper, setUpScreenTestProvider } from '../../testing/testSession'
import { ScheduleOfInvestmentsScreen } from './ScheduleOfInvestmentsScreen'

setUpScreenTestProvider()
afterEach(cleanup)

/** The investor's first fund at the latest quarter, as the seed has it. */
function seedSchedule() {
  const scope = scopeOf('investor', null)
  const quarterIndex = dataset().latestQuarter
  const fund = scope.funds.find((f) => firstReportingQuarter(f) <= quarterIndex)!
  return {
    fund,
    reportingDate: quarterAt(quarterIndex).endDate,
    report: scheduleOfInvestments(fund, accountsInFund(scope, fund.id), quarterIndex, fund.currency),
  }
}

describe('schedule of investments figures', () => {
  it("subtotals and totals equal the sums of the provider's rows, and reconcile to the capital account", async () => {
    const { fund, reportingDate, report } = seedSchedule()
    const answer = await api.reporting.getScheduleOfInvestments({
      fundId: fund.id,
      currency: fund.currency,
      reportingDate,
    })
    const view = scheduleOfInvestmentsView(answer)
    for (const field of SOI_AMOUNT_FIELDS) {
      const cents = (rows: typeof report.soiDetailed) =>
        rows.reduce((sum, row) => sum + Math.round((row[field] ?? 0) * 100), 0)
      expect(Math.round((view.investmentsTotal[field] ?? 0) * 100)).toBe(cents(report.soiDetailed))
      for (const group of view.groups)
        expect(Math.round((group.subtotal[field] ?? 0) * 100)).toBe(
          cents(report.soiDetailed.filter((row) => row.investStatusDesc === group.status)),
        )
    }
    expect(view.groups.map((g) => g.status)).toEqual(
      INVESTMENT_STATUS_GROUPS.filter((status) => view.groups.some((g) => g.status === status)),
    )
    expect(view.reconciledCapitalAccount).toBe(report.soiAggregated!.capitalAccountAtFairValue)
  })

  it('shows each group with its subtotal and the capital account at fair value, with 1 decimal', async () => {
    const { report } = seedSchedule()
    render(<ScheduleOfInvestmentsScreen />, { wrapper: sessionWrapper(await loadTestSession()) })
    const table = await screen.findByRole('table', { name: /schedule of investments$/ }, { timeout: 5000 })
    const view = scheduleOfInvestmentsView(report)
    for (const group of view.groups) {
      const subtotal = within(table).getByRole('rowheader', { name: reportTableTexts.subtotal(group.status) })
      const cells = [...subtotal.closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent)
      expect(cells.at(-1)).toBe(
        formatScheduleAmount(group.subtotal.remainingInvestedCapitalAndUndistributedProceedsAtFairValue),
      )
    }
    const total = within(table)
      .getByRole('rowheader', { name: texts.capitalAccountAtFairValue })
      .closest('tr')!
    expect(total.querySelectorAll('td')[6]?.textContent).toBe(
      formatScheduleAmount(report.soiAggregated!.capitalAccountAtFairValue),
    )
    expect(total.querySelectorAll('td')[6]?.textContent).toMatch(/\.\d$/)
  })
})
