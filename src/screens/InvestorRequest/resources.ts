import { api } from '../../api'
import type { Id } from '../../domain'
import { useScopedResource } from '../kit'

/** The investor accounts of the chosen funds, for an investor request; waits while no fund is chosen. */
export const useFundInvestorAccounts = (funds: readonly Id[]) =>
  useScopedResource('fundInvestorAccounts', funds.length ? { funds } : null, (params, signal) =>
    api.entitlements.getFundInvestorAccounts([...params.funds], { signal }),
  )
