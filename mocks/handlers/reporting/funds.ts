import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import { dataset } from '../../dataset'
import { hostileCorpus, hostileText } from '../../hostile'
import { investorsJson, INVESTOR_UNIVERSE } from '../../investorsStream'
import { fundHeads } from '../../seed/content'
import { quarterAt } from '../../seed/dates'
import type { SeedFund } from '../../seed/funds'
import { investorNameAt } from '../../seed/investors'
import { fundGrossIrr, fundNetIrr } from '../../seed/ledger'
import { fundSize } from '../../seed/performance'
import { mockState } from '../../state'
import { route } from '../route'
import { page, requireFund } from './rules'

/** A fund as the reporting service answers it, its size and IRRs from its ledger. */
export const fundAnswer = (fund: SeedFund) => ({
  id: fund.id,
  globalId: fund.globalId,
  name: fund.name,
  type: fund.entityType,
  fundStatus: fund.fundStatus,
  currency: fund.currency,
  geography: fund.geography,
  strategy: fund.strategy,
  grossIrr: fundGrossIrr(fund, dataset().latestQuarter),
  netIrr: fundNetIrr(fund, dataset().latestQuarter),
  vintage: fund.vintage,
  irrAsOfDate: quarterAt(dataset().latestQuarter).endDate,
  size: fundSize(fund),
  assetClass: fund.assetClass,
  catchUpSplitByGpLp: fund.catchUpSplitByGpLp,
  hurdleRatePct: fund.hurdleRatePct,
  carriedIntPct: fund.carriedIntPct,
  investmentPeriodOriginal: fund.investmentPeriodOriginal,
  investmentPeriodCurrent: fund.investmentPeriodCurrent,
  followOnPeriodOriginal: fund.followOnPeriodOriginal,
  followOnPeriodCurrent: fund.followOnPeriodCurrent,
  termExpirationOriginal: fund.termExpirationOriginal,
  termExpirationCurrent: fund.termExpirationCurrent,
  productFamily: fund.productFamily,
  entityDisplayName: fund.entityDisplayName,
  fundraisingStatus: fund.fundraisingStatus,
  productLine: fund.productLine,
})

/** The funds, their heads, and the manager's investors. */
export const fundHandlers = [
  route(endpoints.funds, (call) => {
    const { from, size } = page(call.query, 1500)
    return HttpResponse.json(call.scope.funds.slice(from, from + size).map(fundAnswer))
  }),

  route(endpoints.investors, (call) => {
    const { from, size } = page(call.query, INVESTOR_UNIVERSE)
    // Administrators see the manager's whole investor universe; investors see their own.
    const own = [...new Set(call.scope.accounts.map((a) => a.investorId))].sort((a, b) => a - b)
    const total = call.scope.isAdmin ? INVESTOR_UNIVERSE : own.length
    const count = Math.max(0, Math.min(size, total - from))
    const idAt = call.scope.isAdmin ? (p: number) => from + p + 1 : (p: number) => own[from + p] ?? 0
    // The hostile corpus names the first investors once each (cycling it through a million names would make
    // the answer gigabytes: one of its strings is 10,000 characters).
    const nameOf = (id: number) =>
      mockState.hostile && id <= hostileCorpus.length ? hostileText(id - 1) : investorNameAt(id - 1)
    return new HttpResponse(investorsJson(idAt, count, nameOf), {
      headers: { 'Content-Type': 'application/json' },
    })
  }),

  route(endpoints.fundHeads, (call) =>
    HttpResponse.json(fundHeads(requireFund(call, call.params.fundId).id)),
  ),
]
