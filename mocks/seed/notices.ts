import { positions } from './book'
import { flowDayOf, noticeDayOf, pendingCallDay, quarterCashCents } from './cashFlows'
import { latestCompletedQuarterIndex } from './dates'
import { seedFunds } from './funds'

// The capital call and distribution notices of the seeded book (issue 64), as the document table (./documents)
// holds them: one for each call and distribution of each account, from the same flows (./cashFlows).

/** Capital call and distribution notices: the calls and distributions of the last eight quarters have theirs. */
export const NOTICE_QUARTERS = 8
export const CALL_NOTICE = 0
export const DISTRIBUTION_NOTICE = 1

interface SeedNotice {
  fundIndex: number
  accountId: number
  type: typeof CALL_NOTICE | typeof DISTRIBUTION_NOTICE
  dueDay: string
}

/**
 * A notice for each call and distribution of each account, in the last eight quarters and the quarter under way (its
 * pending call), published 10 business days before the flows' day: the notice says what the cash flows say.
 */
export function seedNotices(today: Date): SeedNotice[] {
  const latest = latestCompletedQuarterIndex(today)
  const todayIso = today.toISOString().slice(0, 10)
  const first = latest - NOTICE_QUARTERS + 1
  // The days are the quarter's, the same for every account: worked out once (date-fns's business days are slow).
  const quarters = Array.from({ length: NOTICE_QUARTERS }, (_, k) => {
    const call = flowDayOf(first + k, 'Contribution')
    const distribution = flowDayOf(first + k, 'Distribution')
    return {
      call: noticeDayOf(call) <= todayIso ? call : null,
      distribution: noticeDayOf(distribution) <= todayIso ? distribution : null,
    }
  })
  const pendingDay = pendingCallDay(today)
  const notices: SeedNotice[] = []
  const fundIndex = new Map(seedFunds.map((fund, index) => [fund.id, index]))
  for (const { fundId, accountId } of positions) {
    const index = fundIndex.get(fundId) ?? 0
    const fund = seedFunds[index]!
    const cash = quarterCashCents(fund, accountId, first, latest + 1)
    quarters.forEach((days, k) => {
      const { capital, fees, distributed } = cash[k]!
      if (days.call && capital + fees > 0)
        notices.push({ fundIndex: index, accountId, type: CALL_NOTICE, dueDay: days.call })
      if (days.distribution && distributed > 0)
        notices.push({ fundIndex: index, accountId, type: DISTRIBUTION_NOTICE, dueDay: days.distribution })
    })
    // The pending call of the quarter under way (as hasPendingCall: capital still being called).
    if ((cash[NOTICE_QUARTERS]?.capital ?? 0) > 0)
      notices.push({ fundIndex: index, accountId, type: CALL_NOTICE, dueDay: pendingDay })
  }
  return notices
}
