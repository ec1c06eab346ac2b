import { FIRST_PAGE_START, FUNDS_PAGE_SIZE, type Fund, type Id } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { endpoints } from '../endpoints'
import type { loadInvestorDirectory as loadDirectory } from '../investorDirectory'
import type { FundHead } from '../types'

export type { InvestorDirectory } from '../investorDirectory'

/**
 * GET the manager's investors into the investor directory's worker (../investorDirectory): its code, the worker
 * and comlink load with the first directory, not with the portal.
 */
export const loadInvestorDirectory: typeof loadDirectory = async (...args) =>
  (await import('../investorDirectory')).loadInvestorDirectory(...args)

/** GET the funds, ?pageNumber=1&pageSize=1500. */
export const getFunds = ({ signal }: CallOptions = {}): Promise<Fund[]> =>
  requestJson(
    {
      ...callTo(endpoints.funds),
      query: { pageNumber: FIRST_PAGE_START, pageSize: FUNDS_PAGE_SIZE },
      signal,
    },
    () => [],
  )

/** GET a fund's heads. */
export const getFundHeads = (fundId: Id, { signal }: CallOptions = {}): Promise<FundHead[]> =>
  requestJson({ ...callTo(endpoints.fundHeads, { fundId }), signal }, () => [])
