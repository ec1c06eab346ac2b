export const ENTITY_TYPES = ['External Co-Invest', 'Managed Account', 'Internal', 'Fund'] as const

export type EntityType = (typeof ENTITY_TYPES)[number]

/** An entitled fund (spec §3 Entitled entity). */
export interface EntitledEntity {
  id: number
  globalId: string
  entityName?: string | null
  name?: string | null
  /** Loaded on demand. */
  entitledAccountIds?: number[] | null
  type?: EntityType | string | null
}

/** An entitled investor account (spec §3 Entitled account). */
export interface EntitledAccount {
  id: number
  globalId: string
  name: string
  investorId?: number | string | null
  investorName?: string | null
}

/** A saved investor-account group (spec §3 Account group). */
export interface AccountGroup {
  groupId: number | string
  groupName: string
  investorAccountIds?: number[] | null
  /** Some answers name the list investorAccounts. */
  investorAccounts?: number[] | null
  entitledUserId?: string | null
  createDate?: string | null
  updatedDate?: string | null
}

/** An option of the investor-group dropdown: a group, or one of the special options ALL and CREATE. */
export interface AccountGroupOption {
  id: string
  label: string
}

/** An entitled fund's name as the portal shows it: its entity name, else its name, else its id. */
export const entityDisplayName = (entity: Pick<EntitledEntity, 'id' | 'entityName' | 'name'>): string =>
  entity.entityName ?? entity.name ?? String(entity.id)
