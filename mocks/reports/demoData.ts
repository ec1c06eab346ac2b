import type { EmbeddedReportName } from '../../src/domain'
import { dataset } from '../dataset'
import { mockState } from '../state'
import { hostileFundName } from '../hostile'
import { accountsInFund, type Scope } from '../scope'
import { commitmentOf } from '../seed/book'
import { convertCents } from '../seed/currencies'
import { quarterAt } from '../seed/dates'
import { isLineTwoFamily } from '../seed/funds'
import { fundNetIrr, valuesAt } from '../seed/ledger'

/** A line-two fund as the demo reports show it: the user's accounts summed, in the report's currency. */
export interface DemoFund {
  name: string
  vintage: number
  geography: string
  strategy: string
  assetClass: string
  commitment: number
  contributed: number
  distributed: number
  nav: number
  netIrr: number | null
  tvpi: number | null
}

/** What a demo report page draws: the user's line-two funds now, and their TVPI over the last three years. */
export interface DemoReportData {
  report: EmbeddedReportName
  reportingDate: string
  currency: string
  funds: DemoFund[]
  history: Array<{ label: string; tvpi: number | null }>
}

const HISTORY_QUARTERS = 12
const tvpiOf = (contributed: number, distributed: number, nav: number) =>
  contributed > 0 ? Math.round(((distributed + nav) / contributed) * 100) / 100 : null

/** The signed-in user's line-two book at the latest quarter (the demo report service's data). */
export function demoReportData(scope: Scope, report: EmbeddedReportName, currency: string): DemoReportData {
  const latest = dataset().latestQuarter
  const funds = scope.funds.filter((fund) => isLineTwoFamily(fund.family))
  const totalsAt = (quarter: number) =>
    funds.map((fund) => {
      const sums = { commitment: 0, contributed: 0, distributed: 0, nav: 0 }
      for (const accountId of accountsInFund(scope, fund.id)) {
        const values = valuesAt(fund, commitmentOf(fund.id, accountId), quarter)
        for (const key of Object.keys(sums) as Array<keyof typeof sums>)
          sums[key] += convertCents(values[key], fund.currency, currency, quarter)
      }
      return { fund, sums }
    })
  const history = Array.from({ length: HISTORY_QUARTERS }, (_, i) => latest - HISTORY_QUARTERS + 1 + i).map(
    (quarter) => {
      const all = totalsAt(quarter).reduce(
        (sum, { sums }) => ({
          contributed: sum.contributed + sums.contributed,
          value: sum.value + sums.distributed + sums.nav,
        }),
        { contributed: 0, value: 0 },
      )
      const { year, quarter: q } = quarterAt(quarter)
      return {
        label: `Q${q} ${year}`,
        tvpi: all.contributed > 0 ? Math.round((all.value / all.contributed) * 100) / 100 : null,
      }
    },
  )
  return {
    report,
    reportingDate: quarterAt(latest).endDate,
    currency,
    funds: totalsAt(latest).map(({ fund, sums }) => ({
      name: mockState.hostile ? hostileFundName(fund.id) : fund.name,
      vintage: fund.vintage,
      geography: fund.geography,
      strategy: fund.strategy ?? 'Other',
      assetClass: fund.assetClass ?? 'Other',
      commitment: sums.commitment / 100,
      contributed: sums.contributed / 100,
      distributed: sums.distributed / 100,
      nav: sums.nav / 100,
      netIrr: fundNetIrr(fund, latest),
      tvpi: tvpiOf(sums.contributed, sums.distributed, sums.nav),
    })),
    history,
  }
}
