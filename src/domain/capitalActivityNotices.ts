import { NOTICE_LEAD_DAYS, type ActivityKind, type ActivityNotice } from './capitalActivity'
import { DEFAULT_DOCUMENT_SORT } from './documents'
import type { DocumentSearchRequest } from './documentSearch'
import type { Document } from './entities/document'
import type { DocumentType } from './entities/documentType'
import { isoDay } from './ilpaFlows'
import { documentStatusesFor } from './permissions'

// Capital activity's notices (issue 64): which document types are notices, and the documents search that asks for
// them (the matching to the cash flows is ./capitalActivity).

/** The document types of the notices, by their names (the demo book's and the provider's alike). */
const NOTICE_TYPE_NAMES: Record<ActivityKind, readonly string[]> = {
  call: ['CapitalCallNotice', 'Capital Call Notice'],
  distribution: ['DistributionNotice', 'Distribution Notice'],
}

/** A document type's kind of notice, if it is one: by its name or its display name. */
export const noticeKindOfType = (type: DocumentType): ActivityKind | null =>
  (Object.keys(NOTICE_TYPE_NAMES) as ActivityKind[]).find((kind) =>
    [type.name, type.displayName].some((name) => !!name && NOTICE_TYPE_NAMES[kind].includes(name.trim())),
  ) ?? null

/** The page lists the calls and distributions of the quarter under way and of the eight before it. */
export const ACTIVITY_QUARTERS = 8

/** The first day listed: the start of the quarter eight quarters (two years) before today's. */
export function activityWindowStart(today: string): string {
  const year = Number(today.slice(0, 4)) - ACTIVITY_QUARTERS / 4
  const month = Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1
  return `${year}-${String(month).padStart(2, '0')}-01`
}

/** Notices asked for a page at a time. */
export const NOTICES_PER_PAGE = 500

/**
 * A page of the notice documents (POST documents search): the notice types only, newest first, from a notice period
 * (NOTICE_LEAD_DAYS) before the first day listed (`from`: the page's eight quarters by default, today for home's
 * next call); statuses as the library asks them for the user. Null when the portal knows no
 * notice type (nothing to ask for).
 */
export function noticeSearchRequest(
  types: readonly DocumentType[],
  {
    isAdmin,
    today,
    start = 1,
    from = activityWindowStart(today),
  }: { isAdmin: boolean; today: string; start?: number; from?: string },
): DocumentSearchRequest | null {
  const noticeTypes = types.filter((type) => noticeKindOfType(type) !== null)
  if (noticeTypes.length === 0) return null
  const since = new Date(`${from}T12:00:00Z`)
  since.setUTCDate(since.getUTCDate() - NOTICE_LEAD_DAYS)
  return {
    start,
    count: NOTICES_PER_PAGE,
    sortKey: DEFAULT_DOCUMENT_SORT.key,
    sortDirection: DEFAULT_DOCUMENT_SORT.direction,
    documentStatuses: documentStatusesFor(isAdmin),
    isAdmin,
    documentTypes: noticeTypes.map((type) => type.documentTypeId),
    startDate: isoDay(since.toISOString()),
    endDate: today,
  }
}

/** The notices among documents, each with its kind (from its document type); documents of other types left out. */
export function activityNotices(
  documents: readonly Document[],
  types: readonly DocumentType[],
): ActivityNotice[] {
  const kinds = new Map(types.map((type) => [type.documentTypeId, noticeKindOfType(type)]))
  return documents.flatMap((document) => {
    const kind = document.documentTypeId == null ? null : kinds.get(document.documentTypeId)
    return kind ? [{ document, kind }] : []
  })
}
