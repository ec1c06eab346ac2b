import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import { cashFlowTypeOfCategory, reportFileName, type CashFlowType } from '../../../src/domain'
import { dataset } from '../../dataset'
import { workbookResponse } from '../../files/xlsx'
import { hostileFundName, hostileReportFileName, hostileText } from '../../hostile'
import { accountsInFund } from '../../scope'
import { cashFlowRows } from '../../seed/cashFlows'
import { dayNumber, quarterAt } from '../../seed/dates'
import { fundById, type SeedFund } from '../../seed/funds'
import { accountById } from '../../seed/investors'
import { mockState } from '../../state'
import { fail, requireObject, requireString, route, type Call } from '../route'
import { fundQuarters, requireView } from './rules'

/**
 * Cash flows name funds and accounts, and are asked for by those names. With the hostile corpus on, each name
 * is a corpus string made unique by its id (the call could not tell two funds of one name apart).
 */
const cashFlowFundName = (fund: SeedFund): string =>
  mockState.hostile ? `${hostileFundName(fund.id)} ${fund.id}` : fund.name
const cashFlowAccountName = (accountId: number): string =>
  mockState.hostile
    ? `${hostileText(accountId + 8)} ${accountId}`
    : (accountById.get(accountId)?.name ?? String(accountId))

function cashFlowsFor(call: Call, body: Record<string, unknown>) {
  const fundName = requireString(body.fund, 'fund')
  // The entitlements' name of a fund names it too: home and the account summary know their funds by it. With the
  // corpus on, that is the corpus string of the fund's place in the entitled funds (mocks/hostile/entitlements.ts),
  // or its own name for a session that began before the corpus was turned on.
  const entitledName = (f: SeedFund) =>
    mockState.hostile ? hostileText(call.scope.funds.indexOf(f)) : f.name
  const fund =
    [...fundById.values()].find((f) => cashFlowFundName(f) === fundName) ??
    call.scope.funds.find((f) => entitledName(f) === fundName || f.name === fundName) ??
    fail(404)
  if (!call.scope.entitled.funds.includes(fund)) fail(403)
  const names =
    body.investors === null || body.investors === undefined
      ? null
      : Array.isArray(body.investors)
        ? body.investors.map(String)
        : fail(400, ['investors must be a list.'])
  const mine = accountsInFund(call.scope, fund.id)
  for (const name of names ?? []) {
    const account = [...accountById.values()].find((a) => cashFlowAccountName(a.id) === name) ?? fail(404)
    if (!call.scope.entitled.accounts.includes(account)) fail(403)
  }
  const accountIds = names ? mine.filter((id) => names.includes(cashFlowAccountName(id))) : mine
  const types =
    body.types === undefined || body.types === null
      ? null
      : Array.isArray(body.types) && body.types.every((t) => t === 'Contribution' || t === 'Distribution')
        ? (body.types as CashFlowType[])
        : fail(400, ['types must be Contribution or Distribution.'])
  const dayOf = (value: unknown, what: string): number | null => {
    if (value === null || value === undefined || value === '') return null
    return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
      ? dayNumber(value)
      : fail(400, [`${what} must be an ISO date.`])
  }
  const startDay = dayOf(body.startDate, 'startDate')
  const endDay = dayOf(body.endDate, 'endDate')
  if (body.timePeriod === 'EXACT_DATE_RANGE' && (startDay === null || endDay === null))
    fail(400, ['An exact range needs both dates.'])
  // Every flow since the fund's first close (before 2018 for older vintages), so that the flows sum to the
  // statement's inception-to-date contributions and distributions and an IRR over them is the investor's; and the
  // pending call after the latest statement.
  const quarters = fundQuarters(fund)
  const rows = cashFlowRows(
    fund,
    accountIds,
    Math.min(quarters[0] ?? 0, -fund.ageAtFirstReport),
    quarters[quarters.length - 1] ?? -1,
    types,
    // The call of the quarter under way, noticed and not yet due (mocks/seed/cashFlows.ts).
    { today: mockState.today },
  ).filter((row) => {
    const day = dayNumber(row.date)
    return (
      (startDay === null || day >= startDay) &&
      (endDay === null || day <= endDay) &&
      cashFlowTypeOfCategory(row.category) !== null
    )
  })
  if (!mockState.hostile) return { fund, rows }
  const accountNamed = new Map(accountIds.map((id) => [accountById.get(id)?.name, id]))
  // The type is shown as given (the category decides a flow's side): the corpus goes there too.
  const hostileRows = rows.map((row, index) => ({
    ...row,
    investorName: cashFlowAccountName(accountNamed.get(row.investorName) ?? 0),
    type: hostileText(index + 3),
  }))
  return { fund, rows: hostileRows }
}

/** The cash flow activity: its filters, rows and file. */
export const cashFlowHandlers = [
  route(endpoints.cashFlowFilters, (call) => {
    requireView(call, 'reports')
    return HttpResponse.json({
      fundToInvestorsMapping: call.scope.funds.map((fund) => ({
        fundName: cashFlowFundName(fund),
        investors: accountsInFund(call.scope, fund.id).map(cashFlowAccountName),
      })),
    })
  }),

  route(endpoints.cashFlowReport, async (call) => {
    requireView(call, 'reports')
    return HttpResponse.json(cashFlowsFor(call, requireObject(await call.json())).rows)
  }),

  route(endpoints.cashFlowDownload, async (call) => {
    requireView(call, 'reports')
    const { fund, rows } = cashFlowsFor(call, requireObject(await call.json()))
    return workbookResponse(
      mockState.hostile
        ? hostileReportFileName(fund.id, 'Cash Flow Activity')
        : reportFileName('Cash Flow Activity', quarterAt(dataset().latestQuarter).endDate),
      [
        {
          name: 'Cash Flow Activity',
          heading: [cashFlowFundName(fund)],
          columns: [
            'Investor Account',
            'Currency',
            'Period Start',
            'Period End',
            'Date',
            'Type',
            'Category',
            'Amount',
          ],
          rows: rows.map((r) => [
            r.investorName,
            r.currency,
            r.startDate,
            r.endDate,
            r.date,
            r.type,
            r.category,
            r.amount,
          ]),
        },
      ],
    )
  }),
]
