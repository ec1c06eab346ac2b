import { addBusinessDays, differenceInCalendarDays } from 'date-fns'
import { sumInCents } from './amounts'
import { documentIdOf, fundDisplayNameOf } from './documents'
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
 * and marked. Newest first; with `from`, those due on or after that day only (activityWindowStart).
 */
export function capitalActivity(
  funds: readonly FundFlows[],
  notices: readonly ActivityNotice[],
  { from }: { from?: string } = {},
): CapitalActivityEntry[] {
  const waiting = notices
    .filter((notice) => isIsoDay(publishDayOf(notice)))
    .sort((a, b) => (publishDayOf(a) < publishDayOf(b) ? -1 : publishDayOf(a) > publishDayOf(b) ? 1 : 0))
  // The notices by fund, kind and account (fund-wide ones under ALL_INVESTORS), each list oldest first: an
  // administrator's book has tens of thousands of notices, and an event looks only at the two lists it may match.
  const bucketKey = (fundId: Id | null | undefined, kind: ActivityKind, account: string) =>
    JSON.stringify([String(fundId), kind, account])
  const buckets = new Map<string, ActivityNotice[]>()
  for (const notice of waiting) {
    const named = notice.document.investorAccountName?.trim() || ALL_INVESTORS
    const key = bucketKey(notice.document.fundId, notice.kind, named)
    const bucket = buckets.get(key)
    if (bucket) bucket.push(notice)
    else buckets.set(key, [notice])
  }
  const used = new Set<ActivityNotice>()
  const fits = (candidate: ActivityNotice, day: string) => {
    const lead = daysBetween(publishDayOf(candidate), day)
    return !used.has(candidate) && lead >= 0 && lead <= NOTICE_LEAD_DAYS
  }
  const entries: CapitalActivityEntry[] = flowEvents(funds).map((event) => {
    const [own, fundWide] = [event.account, ALL_INVESTORS].map((account) =>
      buckets
        .get(bucketKey(event.fundId, event.kind, account))
        ?.find((candidate) => fits(candidate, event.day)),
    )
    const notice =
      own && fundWide ? (publishDayOf(fundWide) < publishDayOf(own) ? fundWide : own) : (own ?? fundWide)
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
  // Matched over every flow, listed from `from` on: a notice of a call just before it is not left unmatched.
  return entries
    .filter((entry) => !from || entry.dueDate >= from)
    .sort((a, b) =>
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
