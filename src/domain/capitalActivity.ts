import { addBusinessDays, differenceInCalendarDays } from 'date-fns'
import { sumInCents } from './amounts'
import { DEFAULT_DOCUMENT_SORT, documentIdOf, fundDisplayNameOf } from './documents'
import type { DocumentSearchRequest } from './documentSearch'
import type { DocumentType } from './entities/documentType'
import { documentStatusesFor } from './permissions'
import type { CashFlowRow } from './entities/cashFlow'
import type { Document } from './entities/document'
import type { Id } from './entities/filters'
import { investorCash, isIsoDay, isoDay } from './ilpaFlows'

// Capital activity (issue 64): each capital call and distribution of the investor, from the cash flows
// (FundCashflows/Report) matched to their notices (capital call and distribution notice documents), so that a call
// cannot be missed: what is due, when, and for how much, with its notice.

/** A call (the investor pays in) or a distribution (the investor is paid). */
export type ActivityKind = 'call' | 'distribution'

/** ILPA's principles give an investor 10 business days to fund a call: a notice's due date when no flow says it. */
export const NOTICE_BUSINESS_DAYS = 10

/** How long before its due date a notice may be published and still be the notice of the flows. */
export const NOTICE_LEAD_DAYS = 45

/** The flows of one fund, as the cash flows call answers them for the fund. */
export interface FundFlows {
  fundId: Id
  fundName: string
  flows: readonly CashFlowRow[]
}

/** A notice document, with what kind of notice it is (from its document type). */
export interface ActivityNotice {
  document: Document
  kind: ActivityKind
}

/** What a notice says of itself, as the page lists it. */
export interface NoticeFacts {
  documentId: Id | null
  title: string
  publishDate: string
  read: boolean
}

export interface ActivityCategory {
  category: string
  /** Positive: what is paid in (a call) or paid out (a distribution). */
  amount: number
}

/** One call or distribution of one account in one fund. */
export interface CapitalActivityEntry {
  /** Unique among the entries: the fund, the account, the kind and the day (or the notice). */
  key: string
  kind: ActivityKind
  fundId: Id
  fund: string
  /** The investor account; 'All Investors' for a fund-wide notice without flows. */
  account: string
  /** A call's due date, a distribution's payment date: its flows' day, or the notice's date plus 10 business days. */
  dueDate: string
  /** Whether the due date is the notice's date plus 10 business days (no flow says it). */
  dueDateEstimated: boolean
  /** The flows' sum, positive; null for a notice without flows (its amount is in the notice). */
  amount: number | null
  currency: string | null
  categories: ActivityCategory[]
  notice: NoticeFacts | null
  /** Whether it has flows and a notice, flows without a notice, or a notice without flows. */
  match: 'matched' | 'noNotice' | 'noFlows'
}

/** A day's flows of one account in one fund, of one kind: one call or one distribution. */
interface FlowEvent {
  kind: ActivityKind
  fundId: Id
  fund: string
  account: string
  day: string
  flows: CashFlowRow[]
}

const kindOf = (flow: CashFlowRow): ActivityKind | null => {
  const cash = investorCash(flow)
  return cash === null || cash === 0 ? null : cash < 0 ? 'call' : 'distribution'
}

/** The flows grouped into calls and distributions: one per fund, account, kind and day. */
function flowEvents(funds: readonly FundFlows[]): FlowEvent[] {
  const events = new Map<string, FlowEvent>()
  for (const { fundId, fundName, flows } of funds)
    for (const flow of flows) {
      const kind = kindOf(flow)
      const day = isoDay(flow.date)
      if (!kind || !isIsoDay(day)) continue
      const account = flow.investorName
      const key = JSON.stringify([String(fundId), account, kind, day])
      const event = events.get(key) ?? { kind, fundId, fund: fundName, account, day, flows: [] }
      event.flows.push(flow)
      events.set(key, event)
    }
  return [...events.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
}

const ALL_INVESTORS = 'All Investors'

/** Whether a notice is for an account: named for it, or for every investor of the fund. */
const noticeIsFor = (notice: ActivityNotice, account: string) => {
  const named = notice.document.investorAccountName?.trim()
  return !named || named === ALL_INVESTORS || named === account
}

const publishDayOf = (notice: ActivityNotice) => isoDay(notice.document.publishDate)

const daysBetween = (from: string, to: string) =>
  differenceInCalendarDays(new Date(`${to}T00:00:00Z`), new Date(`${from}T00:00:00Z`))

/** A notice's due date when no flow says it: its date plus 10 business days. */
export const noticeDueDate = (publishDay: string): string =>
  isoDay(addBusinessDays(new Date(`${publishDay}T12:00:00Z`), NOTICE_BUSINESS_DAYS).toISOString())

const noticeFacts = ({ document }: ActivityNotice): NoticeFacts => ({
  documentId: documentIdOf(document),
  title: document.title,
  publishDate: isoDay(document.publishDate),
  read: document.markedRead,
})

/**
 * The calls and distributions of the flows, each matched to its notice: a notice of the same fund and kind, for the
 * account (or for all investors), published on or before the day and at most NOTICE_LEAD_DAYS before it. Events
 * and notices are matched in order, each notice once, the earliest event to the earliest notice that fits, so two
 * calls in one week each keep their own notice. A flow without a notice and a notice without a flow are both listed
 * and marked. Newest first.
 */
export function capitalActivity(
  funds: readonly FundFlows[],
  notices: readonly ActivityNotice[],
): CapitalActivityEntry[] {
  const waiting = notices
    .filter((notice) => isIsoDay(publishDayOf(notice)))
    .sort((a, b) => (publishDayOf(a) < publishDayOf(b) ? -1 : publishDayOf(a) > publishDayOf(b) ? 1 : 0))
  const used = new Set<ActivityNotice>()
  const entries: CapitalActivityEntry[] = flowEvents(funds).map((event) => {
    const notice = waiting.find(
      (candidate) =>
        !used.has(candidate) &&
        candidate.kind === event.kind &&
        String(candidate.document.fundId) === String(event.fundId) &&
        noticeIsFor(candidate, event.account) &&
        daysBetween(publishDayOf(candidate), event.day) >= 0 &&
        daysBetween(publishDayOf(candidate), event.day) <= NOTICE_LEAD_DAYS,
    )
    if (notice) used.add(notice)
    const byCategory = new Map<string, number[]>()
    for (const flow of event.flows)
      byCategory.set(flow.category, [
        ...(byCategory.get(flow.category) ?? []),
        Math.abs(investorCash(flow) ?? 0),
      ])
    return {
      key: JSON.stringify([String(event.fundId), event.account, event.kind, event.day]),
      kind: event.kind,
      fundId: event.fundId,
      fund: event.fund,
      account: event.account,
      dueDate: event.day,
      dueDateEstimated: false,
      amount: sumInCents(event.flows.map((flow) => Math.abs(investorCash(flow) ?? 0))),
      currency: event.flows.find((flow) => flow.currency)?.currency ?? null,
      categories: [...byCategory].map(([category, amounts]) => ({
        category,
        amount: sumInCents(amounts) ?? 0,
      })),
      notice: notice ? noticeFacts(notice) : null,
      match: notice ? 'matched' : 'noNotice',
    }
  })
  for (const notice of waiting) {
    if (used.has(notice)) continue
    const facts = noticeFacts(notice)
    entries.push({
      key: JSON.stringify(['notice', String(facts.documentId ?? facts.title), facts.publishDate]),
      kind: notice.kind,
      fundId: notice.document.fundId ?? '',
      fund: fundDisplayNameOf(notice.document),
      account: notice.document.investorAccountName?.trim() || ALL_INVESTORS,
      dueDate: noticeDueDate(facts.publishDate),
      dueDateEstimated: true,
      amount: null,
      currency: null,
      categories: [],
      notice: facts,
      match: 'noFlows',
    })
  }
  return entries.sort((a, b) =>
    a.dueDate > b.dueDate ? -1 : a.dueDate < b.dueDate ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  )
}

/** Where an entry stands on a day: due in some days, due that day, paid, or past its due date without a payment. */
export type ActivityStatus =
  { status: 'due'; days: number } | { status: 'paid' } | { status: 'overdue'; days: number }

/**
 * An entry's status today: due today or later (upcoming: a call due today is the most pressing of all) in N days;
 * with flows before today, paid; a notice without flows past its due date, overdue (no payment recorded).
 */
export function activityStatus(entry: CapitalActivityEntry, today: string): ActivityStatus {
  const days = daysBetween(today, entry.dueDate)
  if (days >= 0) return { status: 'due', days }
  return entry.match === 'noFlows' ? { status: 'overdue', days: -days } : { status: 'paid' }
}

/** The entries split into upcoming (due today or later, the soonest first) and past (newest first). */
export function upcomingAndPast(entries: readonly CapitalActivityEntry[], today: string) {
  const isUpcoming = (entry: CapitalActivityEntry) => activityStatus(entry, today).status === 'due'
  const upcoming: CapitalActivityEntry[] = []
  const past: CapitalActivityEntry[] = []
  for (const entry of entries) (isUpcoming(entry) ? upcoming : past).push(entry)
  upcoming.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))
  return { upcoming, past }
}

/** The next call due after today (or today), if any: home's 'What needs attention' names it. */
export const nextCallDue = (entries: readonly CapitalActivityEntry[], today: string) =>
  upcomingAndPast(entries, today).upcoming.find((entry) => entry.kind === 'call') ?? null

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

/** Notices from this long ago: the calls and distributions of the last eight quarters, and the notices before. */
export const NOTICE_LOOKBACK_DAYS = 2 * 366 + NOTICE_LEAD_DAYS

/** Notices asked for a page at a time. */
export const NOTICES_PER_PAGE = 500

/**
 * A page of the notice documents (POST documents search): the notice types only, newest first, from
 * NOTICE_LOOKBACK_DAYS before today; statuses as the library asks them for the user. Null when the portal knows no
 * notice type (nothing to ask for).
 */
export function noticeSearchRequest(
  types: readonly DocumentType[],
  { isAdmin, today, start = 1 }: { isAdmin: boolean; today: string; start?: number },
): DocumentSearchRequest | null {
  const noticeTypes = types.filter((type) => noticeKindOfType(type) !== null)
  if (noticeTypes.length === 0) return null
  const from = new Date(`${today}T12:00:00Z`)
  from.setUTCDate(from.getUTCDate() - NOTICE_LOOKBACK_DAYS)
  return {
    start,
    count: NOTICES_PER_PAGE,
    sortKey: DEFAULT_DOCUMENT_SORT.key,
    sortDirection: DEFAULT_DOCUMENT_SORT.direction,
    documentStatuses: documentStatusesFor(isAdmin),
    isAdmin,
    documentTypes: noticeTypes.map((type) => type.documentTypeId),
    startDate: isoDay(from.toISOString()),
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
