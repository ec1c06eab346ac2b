import { useState } from 'react'
import { api } from '../../../api'
import {
  entityDisplayName,
  exposure,
  isAbortError,
  nextTask,
  portfolioSnapshot,
  publishedQuarters,
  runLimited,
  type CommitmentFund,
  type Exposure,
  type ExposureFund,
  type Fund,
  type Id,
  type PortfolioFund,
} from '../../../domain'
import { loadFundFlows } from '../../figureTrace/investorFlows'
import { useScopedResource } from '../../kit'
import { usePortalSession } from '../../portalSession'

// The portfolio analytics' loads (issue 65). Both pages start from the account summary as of its latest quarter
// (AccountSummary/filter, then Cas/report ITD: the figures and the rates to USD) and the funds (Funds: geography,
// strategy, terms); exposure adds each fund's schedule of investments (SOI/Report) and its industries (FPSIS),
// commitments each fund's cash flows (FundCashflows/Report).

/** Funds' schedules asked for at once: a 50-fund portfolio asks in waves, and says how far it is. */
export const SCHEDULE_CALLS_AT_ONCE = 4

/** The account summary's latest quarter, its funds in USD, and what the Funds call says of each. */
interface PortfolioBasis {
  reportingDate: string
  funds: Array<{ position: PortfolioFund; name: string; flowName: string; fund: Fund | null }>
}

/** Loaded so far, of how many funds. */
export interface LoadProgress {
  loaded: number
  total: number
}

/** The entitled funds' names: as the navigation shows them, and as the cash flow call names them. */
function useFundNames() {
  const { entitledEntities } = usePortalSession()
  return entitledEntities.map((entity) => ({
    id: String(entity.id),
    shown: entityDisplayName(entity),
    name: entity.name ?? String(entity.id),
  }))
}

type FundNames = ReturnType<typeof useFundNames>

/**
 * The basis both pages share; null when no quarter is published or no row is the investor's. The funds are the
 * account summary's (the group's investor accounts' funds at that date), largest capital account first.
 */
async function loadBasis(names: FundNames, signal: AbortSignal): Promise<PortfolioBasis | null> {
  const [latest] = publishedQuarters(await api.reporting.getAccountSummaryFilter({ signal }))
  if (!latest) return null
  const [rows, funds] = await Promise.all([
    api.reporting.getAccountSummary(
      { fundIds: latest.fundIds, reportingDate: latest.reportingDate, period: 'ITD', current: false },
      { signal },
    ),
    api.reporting.getFunds({ signal }),
  ])
  const snapshot = portfolioSnapshot(rows, latest.reportingDate)
  if (!snapshot) return null
  const fundById = new Map(funds.map((fund) => [String(fund.id), fund]))
  const nameById = new Map(names.map((name) => [name.id, name]))
  return {
    reportingDate: latest.reportingDate,
    funds: snapshot.funds.map((position) => {
      const id = String(position.fundId)
      const fund = fundById.get(id) ?? null
      const name = nameById.get(id)
      return {
        position,
        name: name?.shown ?? fund?.name ?? id,
        flowName: name?.name ?? fund?.name ?? id,
        fund,
      }
    }),
  }
}

export interface ExposureData {
  reportingDate: string
  exposure: Exposure
  /** Funds whose industries (FPSIS) could not be loaded: their companies are not classified. */
  industriesUnknown: number
}

/**
 * The exposure's figures: the basis, then each fund's schedule (SOI/Report in its own currency at the summary's
 * date) with its industries (FPSIS at that date, for a user who sees the funds), SCHEDULE_CALLS_AT_ONCE funds at a
 * time, counting them in `progress`. A schedule failing fails the page with its §8 text (a total without one fund's
 * companies would be another figure); industries failing only leave that fund's companies unclassified.
 */
export function useExposure() {
  const { permissions } = usePortalSession()
  const names = useFundNames()
  const [progress, setProgress] = useState<LoadProgress | null>(null)
  const seesFunds = permissions.view.funds
  const resource = useScopedResource(
    'scheduleOfInvestments',
    { names, seesFunds },
    async ({ names, seesFunds }, signal): Promise<ExposureData | null> => {
      setProgress(null)
      const basis = await loadBasis(names, signal)
      if (!basis) return null
      let loaded = 0
      let industriesUnknown = 0
      setProgress({ loaded, total: basis.funds.length })
      const industriesOf = async (fundId: Id) => {
        if (!seesFunds) return null
        try {
          return await api.reporting.getFpsisData(fundId, basis.reportingDate, { signal })
        } catch (error) {
          if (isAbortError(error)) throw error
          industriesUnknown += 1
          return null
        }
      }
      const outcomes = await runLimited(
        basis.funds,
        SCHEDULE_CALLS_AT_ONCE,
        async ({ position, name, fund }): Promise<ExposureFund> => {
          const fundId = position.fundId as Id
          const [schedule, investments] = await Promise.all([
            api.reporting.getScheduleOfInvestments(
              { fundId, currency: position.reportingCurrency, reportingDate: basis.reportingDate },
              { signal },
            ),
            industriesOf(fundId),
          ])
          setProgress({ loaded: ++loaded, total: basis.funds.length })
          return {
            fundId,
            fund: name,
            geography: fund?.geography ?? null,
            strategy: fund?.strategy ?? null,
            capitalAccountUSD: position.capitalAccountAtFairValue,
            exchangeRateToUSD: position.exchangeRateToUSD,
            schedule,
            investments,
          }
        },
        signal,
      )
      const funds = outcomes.map((outcome) => {
        if (outcome.status === 'rejected') throw outcome.reason
        return outcome.value
      })
      // Looking through 2,000 companies is a task of its own, not part of the one that draws the page.
      await nextTask()
      signal.throwIfAborted()
      return { reportingDate: basis.reportingDate, exposure: exposure(funds), industriesUnknown }
    },
  )
  return { resource, progress }
}

export interface CommitmentsData {
  reportingDate: string
  funds: CommitmentFund[]
}

/** A fund's end of its investment period: its current term, else its original; an ISO day, or null. */
const investmentPeriodEnd = (fund: Fund | null): string | null => {
  const day = (fund?.investmentPeriodCurrent || fund?.investmentPeriodOriginal || '').slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/u.test(day) ? day : null
}

/**
 * The commitments' figures: the basis, then every fund's cash flows (four funds at a time, as the figures' trace
 * asks). The flows failing fails the page with their §8 text: the calls by quarter without one fund would be wrong.
 */
export function useCommitments() {
  const names = useFundNames()
  return useScopedResource(
    'cashFlowReport',
    { names, view: 'commitments' },
    async ({ names }, signal): Promise<CommitmentsData | null> => {
      const basis = await loadBasis(names, signal)
      if (!basis) return null
      const flows = await loadFundFlows(
        basis.funds.map(({ position, flowName }) => ({ id: position.fundId as Id, name: flowName })),
        null,
        signal,
      )
      return {
        reportingDate: basis.reportingDate,
        funds: basis.funds.map(({ position, name, fund }) => ({
          fundId: position.fundId,
          fund: name,
          commitment: position.commitment,
          contributed: position.totalContributedCapital,
          unfunded: position.remainingCommitments,
          exchangeRateToUSD: position.exchangeRateToUSD,
          investmentPeriodEnd: investmentPeriodEnd(fund),
          flows: flows.get(String(position.fundId)) ?? [],
        })),
      }
    },
  )
}
