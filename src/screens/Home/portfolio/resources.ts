import { api } from '../../../api'
import {
  canSeePortfolio,
  PORTFOLIO_HISTORY_QUARTERS,
  publishedQuarters,
  type PublishedQuarter,
  type PortfolioQuarter,
  type PortfolioSnapshot,
} from '../../../domain'
import { loadedData, useScopedResource, type Resource } from '../../kit'
import type { InvestorFlows } from '../../figureTrace/investorFlows'
import { usePortalSession } from '../../portalSession'

/**
 * The portfolio's panels' chunk, asked for as home's chunk runs (HomeScreen): the figures are worked out there
 * (portfolioSnapshot, portfolioHistory, the cash flows' loader), so that home's own code stays as small as it is.
 */
const panels = () => import('./HomePortfolio')

/** The account summary shows inception-to-date figures; so does the snapshot built from the same call. */
const PERIOD = 'ITD'

/** The account summary's ITD rows of one quarter (Cas/report, as the account summary asks for them). */
const summaryOf = (quarter: PublishedQuarter, signal: AbortSignal) =>
  api.reporting.getAccountSummary(
    { fundIds: quarter.fundIds, reportingDate: quarter.reportingDate, period: PERIOD, current: false },
    { signal },
  )

/** The published quarters (AccountSummary/filter, the account summary's own call), newest first. */
const usePublishedQuarters = (enabled: boolean) =>
  useScopedResource('accountSummaryFilter', enabled ? {} : null, async (_, signal) =>
    publishedQuarters(await api.reporting.getAccountSummaryFilter({ signal })),
  )

/**
 * The snapshot as of the latest published quarter; null when no quarter is published (no call then) or no row is
 * the investor's.
 */
const usePortfolioSnapshot = (published: readonly PublishedQuarter[] | null) =>
  useScopedResource(
    'accountSummary',
    published && { latest: published[0] ?? null },
    async ({ latest }, signal): Promise<PortfolioSnapshot | null> =>
      latest && (await panels()).portfolioSnapshot(await summaryOf(latest, signal), latest.reportingDate),
  )

/**
 * The portfolio by quarter over the last PORTFOLIO_HISTORY_QUARTERS published quarters: one account summary call
 * per quarter (the provider gives ITD figures as of one date per call), a few at a time so a large history does
 * not queue every other call of the page behind it.
 */
const usePortfolioHistory = (quarters: readonly PublishedQuarter[] | null) =>
  useScopedResource(
    'accountSummary',
    quarters && quarters.slice(0, PORTFOLIO_HISTORY_QUARTERS),
    async (wanted, signal): Promise<PortfolioQuarter[]> => {
      const answers = await inBatches(wanted, HISTORY_CALLS_AT_ONCE, async (quarter) => ({
        reportingDate: quarter.reportingDate,
        rows: await summaryOf(quarter, signal),
      }))
      return (await panels()).portfolioHistory(answers)
    },
  )

/** How many of the history's calls are in flight together. */
const HISTORY_CALLS_AT_ONCE = 4

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  load: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(load))))
  return results
}

/** The portfolio's loads for home, each with its own state. */
export interface Portfolio {
  quarters: Resource<PublishedQuarter[]>
  snapshot: Resource<PortfolioSnapshot | null>
  history: Resource<PortfolioQuarter[]>
  /** The investor's cash flows in the snapshot's funds: 'Your net IRR' and 'How this is calculated'. */
  flows: Resource<InvestorFlows>
}

/**
 * The chosen group's portfolio, for a user who may see it (canSeePortfolio); null for anyone else. The loads are keyed by the session's user and group, so a group
 * change or an impersonation loads the new scope's figures and never shows the previous ones. Nothing is asked of
 * the provider until the reporting terms are accepted in the session: figures not fetched cannot be shown.
 */
export function usePortfolio(): Portfolio | null {
  const { permissions, reportingTermsAccepted, entitledEntities } = usePortalSession()
  const allowed = canSeePortfolio(permissions.view)
  const quarters = usePublishedQuarters(allowed && reportingTermsAccepted)
  const published = loadedData(quarters) ?? null
  const snapshot = usePortfolioSnapshot(published)
  // The history's calls wait for the snapshot's: the figures at the top come first.
  const figures = loadedData(snapshot)
  const history = usePortfolioHistory(figures ? published : null)
  // The flows' loader comes with the portfolio's panels' chunk (already asked for), not with home's own code.
  const flows = useScopedResource(
    'cashFlowReport',
    figures ? figures.funds.map((fund) => fund.fundId) : null,
    async (fundIds, signal) => (await panels()).flowsOfEntitledFunds(fundIds, entitledEntities, signal),
  )
  return allowed ? { quarters, snapshot, history, flows } : null
}
