import { api } from '../../../api'
import {
  entityDisplayName,
  isAdministrator,
  toIsoDate,
  noticeSearchRequest,
  NOTICES_PER_PAGE,
  runLimited,
  type Document,
  type DocumentType,
  type FundFlows,
  type Id,
} from '../../../domain'
import { loadFundFlows } from '../../figureTrace/investorFlows'
import { useScopedResource, useToday } from '../../kit'
import { usePortalSession } from '../../portalSession'

/** What capital activity is made of: each fund's flows and the notice documents. */
export interface CapitalActivityData {
  funds: FundFlows[]
  notices: Document[]
  /** The document types the notices were asked by (their kinds come from them). */
  types: readonly DocumentType[]
}

/** Pages of notices asked for at once after the first (an administrator's book has tens of thousands). */
const NOTICE_PAGES_AT_ONCE = 4

/**
 * Every notice document (POST documents search, the notice types, NOTICES_PER_PAGE a page): the first page says
 * how many there are, the rest are asked for NOTICE_PAGES_AT_ONCE at a time. No notice type known, no call.
 */
async function loadNotices(
  types: readonly DocumentType[],
  { isAdmin, today }: { isAdmin: boolean; today: string },
  signal: AbortSignal,
): Promise<Document[]> {
  const first = noticeSearchRequest(types, { isAdmin, today })
  if (!first) return []
  const { total, results } = await api.documents.searchDocuments(first, { signal })
  const starts: number[] = []
  for (let start = 1 + NOTICES_PER_PAGE; start <= total; start += NOTICES_PER_PAGE) starts.push(start)
  const pages = await runLimited(
    starts,
    NOTICE_PAGES_AT_ONCE,
    (start) =>
      api.documents.searchDocuments(noticeSearchRequest(types, { isAdmin, today, start })!, { signal }),
    signal,
  )
  signal.throwIfAborted()
  return [
    ...results,
    ...pages.flatMap((page) => {
      if (page.status === 'rejected') throw page.reason
      return page.value.results
    }),
  ]
}

/**
 * The chosen group's capital activity: the flows of every entitled fund (FundCashflows/Report, all dates, four funds
 * at a time) and the notices (documents search). Either failing fails the page with its call's §8 text: a list of
 * calls without one fund's flows, or without the notices, would mark calls unmatched that are not. The document
 * types are the session's (read at start-up), asked for again only when that read failed.
 */
export function useCapitalActivity() {
  const { user, entitledEntities, documentTypes } = usePortalSession()
  const today = toIsoDate(useToday()) ?? ''
  const isAdmin = isAdministrator(user)
  // The flows call names a fund by its name; the page, as the navigation does.
  const funds = entitledEntities.map((fund) => ({
    id: fund.id as Id,
    name: fund.name ?? String(fund.id),
    shown: entityDisplayName(fund),
  }))
  return useScopedResource(
    'cashFlowReport',
    { funds, isAdmin, today, types: documentTypes.map((type) => type.documentTypeId) },
    async ({ funds, isAdmin, today }, signal): Promise<CapitalActivityData> => {
      const types =
        documentTypes.length > 0 ? documentTypes : await api.documents.getDocumentTypes({ signal })
      const [flows, notices] = await Promise.all([
        loadFundFlows(funds, null, signal),
        loadNotices(types, { isAdmin, today }, signal),
      ])
      return {
        funds: funds.map((fund) => ({
          fundId: fund.id,
          fundName: fund.shown,
          flows: flows.get(String(fund.id)) ?? [],
        })),
        notices,
        types,
      }
    },
  )
}
