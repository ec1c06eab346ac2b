import { api } from '../../../api'
import {
  activityWindowStart,
  entityDisplayName,
  isAdministrator,
  toIsoDate,
  NOTICE_LEAD_DAYS,
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
  /** The first day listed. */
  from: string
}

/** Pages of notices asked for at once after the first (an administrator's book has tens of thousands). */
const NOTICE_PAGES_AT_ONCE = 4

/**
 * Every notice document (POST documents search, the notice types, NOTICES_PER_PAGE a page): the first page says
 * how many there are, the rest are asked for NOTICE_PAGES_AT_ONCE at a time. No notice type known, no call.
 */
async function loadNotices(
  types: readonly DocumentType[],
  { isAdmin, today, from }: { isAdmin: boolean; today: string; from: string },
  signal: AbortSignal,
): Promise<Document[]> {
  const first = noticeSearchRequest(types, { isAdmin, today, from })
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

/** What is loaded: the page's eight quarters and the quarter under way, or home's calls from today on. */
export type ActivityPeriod = 'quarters' | 'upcoming'

/** Home asks for the flows of the coming year: no call is noticed further ahead. */
const UPCOMING_DAYS = 366

const daysAfter = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * The chosen group's capital activity: the flows of every entitled fund (FundCashflows/Report, four funds at a
 * time) and the notices (documents search). Either failing fails the whole with its call's §8 text: a list of calls
 * without one fund's flows, or without the notices, would mark calls unmatched that are not. The page asks for every
 * flow and the notices of its eight quarters; home ('upcoming'), for the flows from a notice period back to a year
 * ahead and that period's notices. The document types are the session's (read at start-up), asked for again only when that
 * read failed.
 */
export function useCapitalActivity(period: ActivityPeriod = 'quarters') {
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
    { funds, isAdmin, today, period, types: documentTypes.map((type) => type.documentTypeId) },
    async ({ funds, isAdmin, today, period }, signal): Promise<CapitalActivityData> => {
      const types =
        documentTypes.length > 0 ? documentTypes : await api.documents.getDocumentTypes({ signal })
      const upcoming = period === 'upcoming'
      const from = upcoming ? today : activityWindowStart(today)
      // Home's flows from a notice period back, so that a notice of a call already paid finds its flows.
      const range = {
        startDate: daysAfter(today, -NOTICE_LEAD_DAYS),
        endDate: daysAfter(today, UPCOMING_DAYS),
      }
      const [flows, notices] = await Promise.all([
        loadFundFlows(funds, null, signal, upcoming ? range : undefined),
        loadNotices(types, { isAdmin, today, from }, signal),
      ])
      return {
        funds: funds.map((fund) => ({
          fundId: fund.id,
          fundName: fund.shown,
          flows: flows.get(String(fund.id)) ?? [],
        })),
        notices,
        types,
        from,
      }
    },
  )
}
