import { documentStatusesFor } from '../src/domain'
import { dataset } from './dataset'
import type { Scope } from './scope'
import { positionsByAccount } from './seed/book'
import { documentAt, documentTitle } from './seed/documentDetails'
import { dayNumber } from './seed/dates'
import { documentTypes, DOCUMENT_STATUS_LIST, STATUS_CODES, type DocumentTable } from './seed/documents'
import { seedFunds } from './seed/funds'
import { seedAccounts } from './seed/investors'
import { isActionItem, isRead } from './store'
import { fail, optionalIdList, requireInteger, type Call } from './handlers/route'

/** POST /documents/v1/Users/documents/search, as a strict provider would run it over the seeded library. */
export interface ParsedSearch {
  start: number
  count: number
  sortKey: string
  sortDirection: 'ASC' | 'DESC'
  statuses: Set<number>
  dataRooms: boolean
  includeVideos: boolean
  readFlag: boolean | null
  actionFlag: boolean | null
  accountIds: Set<number> | null
  fundIds: Set<number> | null
  typeIds: Set<number> | null
  subtypeIds: Set<number> | null
  startDay: number | null
  endDay: number | null
  fileName: string | null
  reportFormat: string | null
}

const SORT_KEYS = ['publishDate', 'title', 'fundDisplayName', 'investorAccountName', 'documentType'] as const

const optionalBoolean = (value: unknown, what: string): boolean | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'boolean'
      ? value
      : fail(400, [`${what} must be true or false.`])

const optionalDay = (value: unknown, what: string): number | null => {
  if (value === undefined || value === null || value === '') return null
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? dayNumber(value) : NaN
  return Number.isFinite(day) ? day : fail(400, [`${what} must be an ISO date.`])
}

const globalIdsToIds = (
  value: unknown,
  what: string,
  lookup: (globalId: string) => number | undefined,
): number[] | null => {
  if (value === undefined || value === null) return null
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    return fail(400, [`${what} must be a list of global ids.`])
  return value.map((globalId: string) => lookup(globalId) ?? fail(404))
}

const union = (a: number[] | null, b: number[] | null): number[] | null =>
  a || b ? [...(a ?? []), ...(b ?? [])] : null

/** Validates the body: malformed → 400; funds/accounts not entitled → 403; statuses beyond the user's → 403. */
export function parseSearch(body: Record<string, unknown>, call: Call): ParsedSearch {
  const start = requireInteger(body.start ?? 1, 'start')
  const count = requireInteger(body.count ?? 50, 'count')
  if (start < 0 || count < 1 || count > 5000) fail(400, ['start or count is out of range.'])
  const sortKey = typeof body.sortKey === 'string' ? body.sortKey : 'publishDate'
  if (!(SORT_KEYS as readonly string[]).includes(sortKey)) fail(400, [`Cannot sort by ${sortKey}.`])
  const direction = body.sortDirection ?? 'DESC'
  if (direction !== 'ASC' && direction !== 'DESC') fail(400, ['sortDirection must be ASC or DESC.'])
  const dataRooms = body.documentLocation === 'Opportunity'
  const codes = body.documentStatuses ?? ['A']
  if (!Array.isArray(codes) || codes.some((c) => typeof c !== 'string' || !(c in STATUS_CODES)))
    fail(400, ['documentStatuses must be codes P, A, W or V.'])
  const allowed = dataRooms || call.scope.isAdmin ? ['P', 'A', 'W', 'V'] : documentStatusesFor(false)
  if (codes.some((c: string) => !allowed.includes(c as never))) fail(403)
  if (body.isAdmin === true && !call.scope.isAdmin) fail(403)
  const statuses = new Set(
    codes.flatMap((c: string) => (STATUS_CODES[c] ?? []).map((s) => DOCUMENT_STATUS_LIST.indexOf(s))),
  )
  const accountIds = union(
    optionalIdList(body.entitledAccountIds, 'entitledAccountIds'),
    globalIdsToIds(
      body.entitledAccountGlobalIds,
      'entitledAccountGlobalIds',
      (g) => seedAccounts.find((a) => a.globalId === g)?.id,
    ),
  )
  const fundIds = union(
    optionalIdList(body.entitledEntityIds, 'entitledEntityIds'),
    globalIdsToIds(
      body.entitledEntityGlobalIds,
      'entitledEntityGlobalIds',
      (g) => seedFunds.find((f) => f.globalId === g)?.id,
    ),
  )
  for (const id of accountIds ?? []) {
    if (!seedAccounts.some((a) => a.id === id)) fail(404)
    if (!call.scope.entitled.accounts.some((a) => a.id === id)) fail(403)
  }
  for (const id of fundIds ?? []) {
    if (!seedFunds.some((f) => f.id === id)) fail(404)
    if (!call.scope.entitled.funds.some((f) => f.id === id)) fail(403)
  }
  const typeIds = optionalIdList(body.documentTypes, 'documentTypes')
  for (const id of typeIds ?? []) if (!documentTypes.some((t) => t.documentTypeId === id)) fail(404)
  const subtypeIds = optionalIdList(body.documentSubTypes, 'documentSubTypes')
  const fileName =
    body.fileName === undefined || body.fileName === null
      ? null
      : typeof body.fileName === 'string'
        ? body.fileName.trim().toLowerCase()
        : fail(400, ['fileName must be text.'])
  return {
    start,
    count,
    sortKey,
    sortDirection: direction,
    statuses,
    dataRooms,
    includeVideos: body.includeVideos === true,
    readFlag: optionalBoolean(body.readFlag, 'readFlag'),
    actionFlag: optionalBoolean(body.actionFlag, 'actionFlag'),
    accountIds: accountIds && accountIds.length > 0 ? new Set(accountIds) : null,
    fundIds: fundIds && fundIds.length > 0 ? new Set(fundIds) : null,
    typeIds: typeIds && typeIds.length > 0 ? new Set(typeIds) : null,
    subtypeIds: subtypeIds && subtypeIds.length > 0 ? new Set(subtypeIds) : null,
    startDay: optionalDay(body.startDate, 'startDate'),
    endDay: optionalDay(body.endDate, 'endDate'),
    fileName: fileName || null,
    reportFormat: typeof body.reportFormat === 'string' && body.reportFormat ? body.reportFormat : null,
  }
}

const accountSlotOf = new Map(seedAccounts.map((account, index) => [account.id, index + 1]))
const fundIndexOf = new Map(seedFunds.map((fund, index) => [fund.id, index]))

/** Which documents the scope may see: its funds' documents for all investors, and its own accounts' documents. */
function visibility(scope: Scope, search: ParsedSearch, table: DocumentTable) {
  const accountSlots = new Set<number>()
  for (const account of scope.accounts)
    if (!search.accountIds || search.accountIds.has(account.id))
      accountSlots.add(accountSlotOf.get(account.id) ?? -1)
  const fundIndexes = new Set<number>()
  const selectedFunds = search.accountIds
    ? new Set([...search.accountIds].flatMap((id) => (positionsByAccount.get(id) ?? []).map((p) => p.fundId)))
    : null
  for (const fund of scope.funds) {
    if (search.fundIds && !search.fundIds.has(fund.id)) continue
    if (selectedFunds && !selectedFunds.has(fund.id)) continue
    fundIndexes.add(fundIndexOf.get(fund.id) ?? -1)
  }
  return (i: number): boolean => {
    const fund = table.fund[i] ?? 0
    if (search.dataRooms) return table.dataRoom[i] === 1 && scope.entitled.accounts.length > 0
    if (table.dataRoom[i] === 1 || !fundIndexes.has(fund)) return false
    const account = table.account[i] ?? 0
    return account === 0 || accountSlots.has(account)
  }
}

/** The subtype id of the seeded document at `index` (-1 when its type has none). */
export const subtypeIdAt = (table: DocumentTable, index: number): number =>
  documentTypes[table.type[index] ?? 0]?.documentSubtypes?.[table.subtype[index] ?? 0]?.documentSubtypeId ??
  -1

/**
 * A usage report's documentSubTypes, as a strict provider reads it: absent, null or empty is no restriction;
 * otherwise a list of subtype ids (400), each one it knows (404).
 */
export function reportSubtypeIds(value: unknown): Set<number> | null {
  const ids = optionalIdList(value, 'documentSubTypes')
  const known = new Set(
    documentTypes.flatMap((t) => (t.documentSubtypes ?? []).map((s) => s.documentSubtypeId)),
  )
  for (const id of ids ?? []) if (!known.has(id)) fail(404)
  return ids && ids.length > 0 ? new Set(ids) : null
}

export function matchingDocuments(search: ParsedSearch, call: Call): number[] {
  const table = dataset().documents
  const visible = visibility(call.scope, search, table)
  const matches: number[] = []
  for (let i = 0; i < table.count; i++) {
    if (!search.statuses.has(table.status[i] ?? -1) || !visible(i)) continue
    if (!search.includeVideos && ((table.flags[i] ?? 0) & 4) !== 0) continue
    if (search.typeIds && !search.typeIds.has((table.type[i] ?? 0) + 1)) continue
    if (search.subtypeIds && !search.subtypeIds.has(subtypeIdAt(table, i))) continue
    const day = table.publishDay[i] ?? 0
    if (
      (search.startDay !== null && day < search.startDay) ||
      (search.endDay !== null && day > search.endDay)
    )
      continue
    if (search.readFlag !== null && isRead(call.persona, i) !== search.readFlag) continue
    if (search.actionFlag !== null && isActionItem(call.persona, i) !== search.actionFlag) continue
    if (search.fileName && !documentTitle(table, i).toLowerCase().includes(search.fileName)) continue
    matches.push(i)
  }
  return sortDocuments(matches, search, table)
}

function sortDocuments(indexes: number[], search: ParsedSearch, table: DocumentTable): number[] {
  const sign = search.sortDirection === 'ASC' ? 1 : -1
  const textKey = (i: number): string => {
    switch (search.sortKey) {
      case 'title':
        return documentTitle(table, i)
      case 'fundDisplayName':
        return seedFunds[table.fund[i] ?? 0]?.name ?? ''
      case 'investorAccountName':
        return seedAccounts[(table.account[i] ?? 0) - 1]?.name ?? ''
      default:
        return documentTypes[table.type[i] ?? 0]?.displayName ?? ''
    }
  }
  if (search.sortKey === 'publishDate') {
    return indexes.sort((a, b) => sign * ((table.publishDay[a] ?? 0) - (table.publishDay[b] ?? 0)) || a - b)
  }
  const keys = new Map(indexes.map((i) => [i, textKey(i)]))
  return indexes.sort((a, b) => sign * (keys.get(a) ?? '').localeCompare(keys.get(b) ?? '') || a - b)
}

/** The answer page; `start` counts from 1 like the portal's pages (0 is read as 1). */
export function documentPage(matches: number[], search: ParsedSearch, call: Call) {
  const table = dataset().documents
  const from = Math.max(0, search.start - 1)
  return {
    total: matches.length,
    results: matches.slice(from, from + search.count).map((i) =>
      documentAt(table, i, {
        markedRead: isRead(call.persona, i),
        actionItem: isActionItem(call.persona, i),
      }),
    ),
  }
}
