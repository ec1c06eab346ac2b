import { groupAccountIds } from './accountGroups'
import { documentTypeOptions } from './documents'
import {
  entityDisplayName,
  type AccountGroup,
  type EntitledAccount,
  type EntitledEntity,
} from './entities/entitlements'
import type { DocumentType } from './entities/documentType'
import type { FilterOption } from './entities/filters'

export interface DocumentFilterOptionsSource {
  entitledAccounts: readonly EntitledAccount[]
  entitledEntities: readonly EntitledEntity[]
  documentTypes: readonly DocumentType[]
  accountGroups: readonly AccountGroup[]
  /** 'ALL' or a group id: the accounts offered are the group's (spec §2.2). */
  selectedGroupId: string
}

export interface DocumentFilterOptions {
  investorAccounts: FilterOption<number>[]
  funds: FilterOption<number>[]
  documentTypes: FilterOption<number>[]
}

/**
 * What the documents filters offer: the entitled investor accounts (only the selected group's when one is
 * selected), the entitled funds by name, and the document types by name.
 */
export function documentFilterOptions(source: DocumentFilterOptionsSource): DocumentFilterOptions {
  const group = source.accountGroups.find((candidate) => String(candidate.groupId) === source.selectedGroupId)
  const inGroup = group ? new Set(groupAccountIds(group)) : null
  return {
    investorAccounts: source.entitledAccounts
      .filter((account) => !inGroup || inGroup.has(account.id))
      .map((account) => ({ value: account.id, label: account.name })),
    funds: source.entitledEntities.map((fund) => ({
      value: fund.id,
      label: entityDisplayName(fund),
    })),
    documentTypes: documentTypeOptions(source.documentTypes).map((option) => ({
      value: Number(option.value),
      label: option.label,
    })),
  }
}
