import type { AccountGroup } from '../src/domain'
import { personas, type PersonaId } from './personas'
import { positionsByAccount } from './seed/book'
import { seedFunds, type SeedFund } from './seed/funds'
import { personaOfInvestor, seedAccounts, type SeedAccount } from './seed/investors'

/** What a persona is entitled to: its investor accounts and the funds they hold (admin: the whole book). */
export interface Entitlements {
  accounts: SeedAccount[]
  funds: SeedFund[]
}

const cache = new Map<PersonaId, Entitlements>()

export function entitlementsOf(persona: PersonaId): Entitlements {
  const cached = cache.get(persona)
  if (cached) return cached
  let accounts: SeedAccount[]
  if (persona === 'admin') accounts = [...seedAccounts]
  else accounts = seedAccounts.filter((account) => personaOfInvestor(account.investorId) === persona)
  const fundIds = new Set(
    accounts.flatMap((account) => (positionsByAccount.get(account.id) ?? []).map((p) => p.fundId)),
  )
  const funds = persona === 'admin' ? [...seedFunds] : seedFunds.filter((fund) => fundIds.has(fund.id))
  const entitlements = { accounts, funds }
  cache.set(persona, entitlements)
  return entitlements
}

/** The entitlements a call works with: narrowed to the selected investor-account group, if any. */
export interface Scope extends Entitlements {
  persona: PersonaId
  isAdmin: boolean
  accountIds: Set<number>
  fundIds: Set<number>
  /** The whole entitlement, ignoring the group (to tell 403 from an empty answer). */
  entitled: Entitlements
}

export function scopeOf(persona: PersonaId, group: AccountGroup | null): Scope {
  const entitled = entitlementsOf(persona)
  let { accounts, funds } = entitled
  if (group) {
    const inGroup = new Set((group.investorAccountIds ?? group.investorAccounts ?? []).map(Number))
    accounts = accounts.filter((account) => inGroup.has(account.id))
    const held = new Set(
      accounts.flatMap((account) => (positionsByAccount.get(account.id) ?? []).map((p) => p.fundId)),
    )
    funds = funds.filter((fund) => held.has(fund.id))
  }
  return {
    persona,
    isAdmin: personas[persona].permissions.includes('impersonate:User'),
    accounts,
    funds,
    accountIds: new Set(accounts.map((a) => a.id)),
    fundIds: new Set(funds.map((f) => f.id)),
    entitled,
  }
}

/** The user's accounts that hold a fund. */
export const accountsInFund = (scope: Scope, fundId: number): number[] =>
  scope.accounts
    .filter((account) => (positionsByAccount.get(account.id) ?? []).some((p) => p.fundId === fundId))
    .map((a) => a.id)
