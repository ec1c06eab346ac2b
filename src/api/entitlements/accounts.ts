import type { EntitledAccount, EntitledEntity, Id } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'

export interface EntitledAccountsFilter {
  entitledEntities?: Id[] | null
  entitledEntityGlobalIds?: string[] | null
}

/** GET the entitled accounts, optionally only the accounts of some funds. */
export const getEntitledAccounts = (
  filter: EntitledAccountsFilter = {},
  failure: string = endpoints.entitledAccounts.failure,
  { signal }: CallOptions = {},
): Promise<EntitledAccount[]> =>
  requestJson(
    {
      ...callTo(endpoints.entitledAccounts),
      query: {
        entitledEntities: filter.entitledEntities,
        entitledEntityGlobalIds: filter.entitledEntityGlobalIds,
      },
      failure,
      signal,
    },
    () => [],
  )

/** Every entitled account whatever group is selected: the profile's group editor offers them all. */
export const getAllEntitledAccounts = ({ signal }: CallOptions = {}): Promise<EntitledAccount[]> =>
  requestJson({ ...callTo(endpoints.entitledAccounts), signal, withContext: 'entitledUserOnly' }, () => [])

/** The investor accounts of some funds, loaded on demand (entitledAccountIds of a fund). */
export const getFundInvestorAccounts = (
  entityIds: Id[],
  { signal }: CallOptions = {},
): Promise<EntitledAccount[]> =>
  getEntitledAccounts({ entitledEntities: entityIds }, endpoints.fundInvestorAccounts.failure, { signal })

/** GET the entitled funds. */
export const getEntitledEntities = ({ signal }: CallOptions = {}): Promise<EntitledEntity[]> =>
  requestJson({ ...callTo(endpoints.entitledFunds), signal }, () => [])
