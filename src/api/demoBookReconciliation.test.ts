import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cashFlowRange, cashFlowReportRequest, DEFAULT_CASH_FLOW_TIME_RANGE, PERIODS } from '../domain'
import { api, configureApi, resetApiContext } from '.'
import { server } from '../../mocks/node'
import { personaIds, personas, type PersonaId } from '../../mocks/personas'
import { accountsInFund, entitlementsOf, scopeOf } from '../../mocks/scope'
import { resetMockState } from '../../mocks/state'
import { positionsByAccount, positionsByFund } from '../../mocks/seed/book'
import { periodStartIndex, rollForward, type RollForward } from '../../mocks/seed/capitalAccounts'
import { cashFlowRows } from '../../mocks/seed/cashFlows'
import {
  latestCompletedQuarterIndex,
  MOCK_REFERENCE_DATE,
  quarterAt,
  quarterIndexOf,
} from '../../mocks/seed/dates'
import { fundById, isLineTwoFamily, type SeedFund } from '../../mocks/seed/funds'
import { annualIrr } from '../../mocks/seed/ledger'
import { demoReportData } from '../../mocks/reports/demoData'
import { capitalAccountStatement } from '../../mocks/seed/capitalAccounts'
import { fundInvestmentRows } from '../../mocks/seed/investments'
import { scheduleOfInvestments } from '../../mocks/seed/scheduleOfInvestments'
import { firstReportingQuarter, fundHolders, fundSize } from '../../mocks/seed/performance'
import { seedFunds } from '../../mocks/seed/funds'

/**
 * The demo provider's book adds up: over every persona, every position (fund and account) and every published quarter, the
 * capital account statement rolls forward, its periods nest, the cash flows sum to its contributions and
 * distributions, and the account summary the provider answers is the statement's ending balance. Each check stops
 * at the first figure that disagrees and names it.
 */
const today = new Date(`${MOCK_REFERENCE_DATE}T12:00:00Z`)
const latest = latestCompletedQuarterIndex(today)

interface Holding {
  persona: PersonaId
  fund: SeedFund
  accountId: number
  commitment: number
  quarterIndex: number
}

/** Every persona × position × published quarter of the seeded book. */
function* holdings(): Generator<Holding> {
  for (const persona of personaIds)
    for (const account of entitlementsOf(persona).accounts)
      for (const position of positionsByAccount.get(account.id) ?? []) {
        const fund = fundById.get(position.fundId)
        if (!fund) continue
        for (let quarterIndex = firstReportingQuarter(fund); quarterIndex <= latest; quarterIndex++)
          yield { persona, fund, accountId: account.id, commitment: position.commitmentCents, quarterIndex }
      }
}

const where = (h: Holding, period?: string) =>
  `${h.persona}, ${h.fund.name}, account ${h.accountId}, ${quarterAt(h.quarterIndex).endDate}${period ? ` ${period}` : ''}`

const statementOf = (
  h: Holding,
  period: (typeof PERIODS)[number],
  quarterIndex = h.quarterIndex,
): RollForward =>
  rollForward(
    h.fund,
    { accountId: h.accountId, commitment: h.commitment },
    quarterIndex,
    period,
    h.fund.currency,
  )

/** The first holding for which `check` names a disagreement, or null when every figure agrees. */
function firstDisagreement(check: (h: Holding) => string | null): string | null {
  for (const h of holdings()) {
    const found = check(h)
    if (found) return found
  }
  return null
}

const disagrees = (name: string, expected: number, actual: number) =>
  expected === actual ? null : `${name}: expected ${expected}, got ${actual} (cents)`

describe('the seeded book reconciles', () => {
  it('every statement rolls forward: beginning plus the movements is the ending capital account', () => {
    const found = firstDisagreement((h) => {
      for (const period of PERIODS) {
        const r = statementOf(h, period)
        const movements =
          r.contributions +
          r.distributions +
          r.managementFees +
          r.partnershipExpenses +
          r.netInvestmentIncome +
          r.realizedGainLoss +
          r.unrealizedGainLoss
        const wrong =
          disagrees(
            `${where(h, period)} ending capital account`,
            r.beginningCapitalAccount + movements,
            r.endingCapitalAccount,
          ) ??
          disagrees(
            `${where(h, period)} remaining commitment`,
            r.commitment - statementOf(h, 'ITD').contributions,
            r.remainingCommitment,
          )
        if (wrong) return wrong
      }
      return null
    })
    expect(found).toBeNull()
  })

  it("each period begins where the last ended: this quarter's beginning is the last quarter's ending, the year's the last year end's", () => {
    const found = firstDisagreement((h) => {
      for (const period of PERIODS) {
        const start = periodStartIndex(period, h.quarterIndex)
        const before =
          start === null || start < firstReportingQuarter(h.fund) - 1
            ? 0
            : statementOf(h, 'ITD', start).endingCapitalAccount
        const wrong = disagrees(
          `${where(h, period)} beginning capital account`,
          before,
          statementOf(h, period).beginningCapitalAccount,
        )
        if (wrong) return wrong
      }
      return null
    })
    expect(found).toBeNull()
  })

  it("the quarter's contributions, distributions, fees, expenses and income are within the year's, and the year's within inception's", () => {
    const found = firstDisagreement((h) => {
      const [qtd, ytd, itd] = (['QTD', 'YTD', 'ITD'] as const).map((period) => statementOf(h, period)) as [
        RollForward,
        RollForward,
        RollForward,
      ]
      for (const field of [
        'contributions',
        'distributions',
        'managementFees',
        'partnershipExpenses',
        'netInvestmentIncome',
      ] as const) {
        const [q, y, i] = [qtd, ytd, itd].map((r) => Math.abs(r[field]))
        if (!(q! <= y! && y! <= i!)) return `${where(h)} ${field}: QTD ${q}, YTD ${y}, ITD ${i} do not nest`
      }
      return null
    })
    expect(found).toBeNull()
  })

  it("the cash flows of a quarter sum to the statement's contributions and distributions of that quarter", () => {
    const found = firstDisagreement((h) => {
      const rows = cashFlowRows(h.fund, [h.accountId], h.quarterIndex, h.quarterIndex, null)
      const sum = (type: string) =>
        rows
          .filter((row) => row.type === type)
          .reduce((total, row) => total + Math.round((row.amount ?? 0) * 100), 0)
      const qtd = statementOf(h, 'QTD')
      return (
        disagrees(`${where(h)} cash flow contributions`, qtd.contributions, sum('Contribution')) ??
        disagrees(`${where(h)} cash flow distributions`, -qtd.distributions, sum('Distribution'))
      )
    })
    expect(found).toBeNull()
  })

  it("each fund's holders commit the fund's size as its profile gives it, so an investor's share of the fund is theirs", () => {
    const found = seedFunds
      .map((fund) => {
        const size = fundSize(fund)
        const holders = fundHolders(fund).reduce((sum, holder) => sum + holder.commitment, 0)
        const accountIds = (positionsByFund.get(fund.id) ?? []).map((position) => position.accountId)
        const statement = capitalAccountStatement({
          fund,
          accountIds,
          quarterIndex: latest,
          currency: fund.currency,
        })
        return (
          (size < fund.size ? `${fund.name}: size ${size} below its stated ${fund.size}` : null) ??
          disagrees(`${fund.name} holders' commitments`, size * 100, holders) ??
          disagrees(
            `${fund.name} statement's total fund`,
            size * 100,
            Math.round(Number(statement.totalFundAmount) * 100),
          )
        )
      })
      .find(Boolean)
    expect(found ?? null).toBeNull()
  })

  it("the schedule of investments holds the fund profile's companies, bought on the same day, and at fund level the same amounts", () => {
    const found = seedFunds
      .map((fund) => {
        const quarterIndex = latest
        const profile = fundInvestmentRows(fund, quarterIndex)
        const holders = fundHolders(fund).map((holder) => holder.accountId)
        const { soiDetailed } = scheduleOfInvestments(fund, holders, quarterIndex, fund.currency)
        for (const company of profile) {
          const rows = soiDetailed.filter(
            (row) =>
              row.companyName === company.companyName &&
              row.initialInvestmentDate === company.acquisitionDate,
          )
          if (rows.length === 0)
            return `${fund.name}: ${company.companyName} bought ${company.acquisitionDate} is not in the schedule`
          const invested = rows.reduce(
            (sum, row) => sum + Math.round(Number(row.capitalContributed) * 100),
            0,
          )
          // Each holder's part is rounded to the cent.
          const expected = Math.round(Number(company.equityInvested) * 100)
          if (Math.abs(invested - expected) > holders.length * rows.length)
            return `${fund.name}, ${company.companyName} invested at fund level: expected ${expected}, got ${invested} (cents)`
        }
        return null
      })
      .find(Boolean)
    expect(found ?? null).toBeNull()
  })

  it("the schedule of investments' capital account at fair value is the statement's ending capital account, in the fund's currency and in dollars", () => {
    const found = firstDisagreement((h) => {
      for (const currency of new Set([h.fund.currency, 'USD'])) {
        const ending = rollForward(
          h.fund,
          { accountId: h.accountId, commitment: h.commitment },
          h.quarterIndex,
          'ITD',
          currency,
        ).endingCapitalAccount
        const { soiAggregated } = scheduleOfInvestments(h.fund, [h.accountId], h.quarterIndex, currency)
        const wrong = disagrees(
          `${where(h)} schedule of investments in ${currency}`,
          ending,
          Math.round(Number(soiAggregated?.capitalAccountAtFairValue ?? 0) * 100),
        )
        if (wrong) return wrong
      }
      return null
    })
    expect(found).toBeNull()
  })

  it('a quarter moves a capital account by a few percent: gains and income within 12 % of its beginning balance', () => {
    const found = firstDisagreement((h) => {
      const r = statementOf(h, 'QTD')
      // A first investment's quarter starts from (almost) nothing.
      if (r.beginningCapitalAccount < 0.02 * h.commitment) return null
      const change = r.netInvestmentIncome + r.realizedGainLoss + r.unrealizedGainLoss
      const share = Math.abs(change) / r.beginningCapitalAccount
      return share > 0.12 ? `${where(h)}: gains of ${change} on ${r.beginningCapitalAccount} (cents)` : null
    })
    expect(found).toBeNull()
  })

  it("line two's net IRR and TVPI follow from the cash flows: the report's figures are those of the account's flows since the first close", () => {
    const lineTwo = [...holdings()].filter(
      (h) => h.persona === 'alpinvest' && h.quarterIndex === latest && isLineTwoFamily(h.fund.family),
    )
    expect(lineTwo.length).toBeGreaterThan(0)
    const scope = scopeOf('alpinvest', null)
    const report = demoReportData(scope, 'PortfolioPerformance', 'USD')
    const found = lineTwo
      .map((h) => {
        const rows = cashFlowRows(h.fund, [h.accountId], -h.fund.ageAtFirstReport, latest, null)
        const flows = new Map<number, number>()
        for (const row of rows) {
          const quarter = quarterIndexOf(
            Number((row.endDate ?? '').slice(0, 4)),
            Math.ceil(Number((row.endDate ?? '').slice(5, 7)) / 3),
          )
          const cents = Math.round(Number(row.amount) * 100) * (row.type === 'Contribution' ? -1 : 1)
          flows.set(quarter, (flows.get(quarter) ?? 0) + cents)
        }
        const quarterly = Array.from(
          { length: latest + h.fund.ageAtFirstReport + 1 },
          (_, i) => flows.get(i - h.fund.ageAtFirstReport) ?? 0,
        )
        const ending = statementOf(h, 'ITD')
        quarterly[quarterly.length - 1]! += ending.endingCapitalAccount
        const irr = annualIrr(quarterly)
        const shown = report.funds.find((fund) => fund.name === h.fund.name)
        const tvpi =
          Math.round(((ending.endingCapitalAccount - ending.distributions) / ending.contributions) * 100) /
          100
        if (!shown) return `${where(h)} is not in the line-two report`
        if (irr === null || Math.abs((shown.netIrr ?? NaN) - irr) > 0.1)
          return `${where(h)} net IRR: the flows give ${irr}, the report ${shown.netIrr}`
        // One account per fund: the report's TVPI is the account's.
        if (accountsInFund(scope, h.fund.id).length === 1 && Math.abs((shown.tvpi ?? NaN) - tvpi) > 0.01)
          return `${where(h)} TVPI: the flows give ${tvpi}, the report ${shown.tvpi}`
        return null
      })
      .find(Boolean)
    expect(found ?? null).toBeNull()
  })

  describe("the provider's answers", () => {
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
    afterAll(() => {
      server.close()
      resetApiContext()
    })

    /** The provider's state and the client's context for a persona, as after its sign-in. */
    const signInAs = (persona: PersonaId) => {
      resetMockState(persona)
      configureApi({
        baseUrl: 'http://provider.test/api',
        now: () => today,
        entitledUserId: personas[persona].userId,
        investorAccountGroupId: 'ALL',
      })
    }

    // Those who may ask for both: the statement is a line-one report (AlpInvest's line-two summary is checked
    // against the book by home's snapshot test).
    const readersOfBoth = personaIds.filter(
      (persona) =>
        entitlementsOf(persona).accounts.length > 0 &&
        personas[persona].segmentFunction.some(
          (name) => name.endsWith('Reports') && !name.startsWith('InvestmentSolutions'),
        ),
    )
    it.each(readersOfBoth)(
      "%s: the account summary of the latest quarter is each statement's ending balance",
      async (persona) => {
        signInAs(persona)
        const reportingDate = quarterAt(latest).endDate
        const fundIds = entitlementsOf(persona).funds.map((fund) => fund.id)
        const summary = await api.reporting.getAccountSummary({
          fundIds,
          reportingDate,
          period: 'ITD',
          current: false,
        })
        const accounts = summary.filter((row) => Number(row.investorId) > 0)
        expect(accounts.length).toBeGreaterThan(0)
        for (const fundId of new Set(accounts.map((row) => row.fundId))) {
          const [statement] = await api.reporting.getCapitalAccountStatement({
            fundIds: [fundId!],
            reportingDate,
            reportingCurrency: accounts.find((row) => row.fundId === fundId)!.reportingCurrency!,
          })
          const rows = accounts.filter((each) => each.fundId === fundId)
          for (const row of rows) {
            const ending = statement?.originalData?.endingCapitalAccount?.[String(row.investorId)]?.ITD
            expect(`${persona}, fund ${fundId}, account ${row.investorId}: ${ending}`).toBe(
              `${persona}, fund ${fundId}, account ${row.investorId}: ${row.capitalAccountAtFairValue}`,
            )
          }
          const schedule = await api.reporting.getScheduleOfInvestments({
            fundId: fundId!,
            reportingDate,
            currency: rows[0]!.reportingCurrency!,
          })
          const summed = rows.reduce(
            (sum, row) => sum + Math.round(Number(row.capitalAccountAtFairValue) * 100),
            0,
          )
          expect(
            `${persona}, fund ${fundId}, schedule of investments: ${schedule.soiAggregated?.capitalAccountAtFairValue}`,
          ).toBe(`${persona}, fund ${fundId}, schedule of investments: ${summed / 100}`)
        }
      },
    )

    it.each(readersOfBoth)("%s: cash flow activity's default view has activity to show", async (persona) => {
      signInAs(persona)
      const options = await api.reporting.getCashFlowOptions()
      const fund = options.fundToInvestorsMapping[0]?.fundName ?? null
      // The screen's default view: the first fund, all its accounts, the default range, every type.
      const rows = await api.reporting.getCashFlowReport(
        cashFlowReportRequest({
          fund,
          investors: null,
          timePeriod: DEFAULT_CASH_FLOW_TIME_RANGE,
          ...cashFlowRange(DEFAULT_CASH_FLOW_TIME_RANGE, today),
          types: null,
        }),
      )
      expect(`${fund}: ${rows.length > 0}`).toBe(`${fund}: true`)
    })
  })
})
