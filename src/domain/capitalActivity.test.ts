import { describe, expect, it } from 'vitest'
import {
  activityStatus,
  capitalActivity,
  nextCallDue,
  noticeDueDate,
  upcomingAndPast,
  type ActivityNotice,
  type FundFlows,
} from './capitalActivity'
import {
  activityNotices,
  activityWindowStart,
  noticeSearchRequest,
  NOTICES_PER_PAGE,
} from './capitalActivityNotices'
import type { CashFlowRow } from './entities/cashFlow'
import { documentStatusesFor } from './permissions'

const ACCOUNT = 'Ellison Family Office'

const flow = (
  date: string,
  type: 'Contribution' | 'Distribution',
  category: string,
  amount: number,
  investorName = ACCOUNT,
): CashFlowRow => ({ investorName, currency: 'USD', date, type, category, amount })

const fund = (flows: CashFlowRow[], fundId = 7, fundName = 'Flagship Partners VI, L.P.'): FundFlows => ({
  fundId,
  fundName,
  flows,
})

const notice = (
  id: number,
  kind: ActivityNotice['kind'],
  publishDate: string,
  { fundId = 7, account = ACCOUNT, read = false } = {},
): ActivityNotice => ({
  kind,
  document: {
    documentId: id,
    title: `${kind === 'call' ? 'Capital Call Notice' : 'Distribution Notice'} ${id}`,
    actionItem: kind === 'call',
    markedRead: read,
    investorAccountName: account,
    fundDisplayName: 'Flagship Partners VI, L.P.',
    fundId,
    publishDate: `${publishDate}T00:00:00`,
  },
})

describe('capital activity', () => {
  it("makes one call of a day's flows, its categories summed, matched to the notice published before it", () => {
    const [call, ...rest] = capitalActivity(
      [
        fund([
          flow('2026-03-20', 'Contribution', 'Fund Investments', 800_000),
          flow('2026-03-20', 'Contribution', 'Management Fees', 25_000.5),
          flow('2026-03-20', 'Contribution', 'Fund Investments', 100_000),
        ]),
      ],
      [notice(1, 'call', '2026-03-06', { read: true })],
    )
    expect(rest).toEqual([])
    expect(call).toMatchObject({
      kind: 'call',
      fund: 'Flagship Partners VI, L.P.',
      account: ACCOUNT,
      dueDate: '2026-03-20',
      dueDateEstimated: false,
      amount: 925_000.5,
      currency: 'USD',
      categories: [
        { category: 'Fund Investments', amount: 900_000 },
        { category: 'Management Fees', amount: 25_000.5 },
      ],
      notice: { documentId: 1, publishDate: '2026-03-06', read: true },
      match: 'matched',
    })
  })

  it('lists a flow without a notice and a notice without a flow, each marked', () => {
    const entries = capitalActivity(
      [fund([flow('2026-06-30', 'Distribution', 'Return of Capital', 50_000)])],
      // A call notice: not a distribution's, so it stays without flows; its due date is 10 business days on.
      [notice(2, 'call', '2026-06-15')],
    )
    expect(entries.map((entry) => [entry.kind, entry.match, entry.dueDate, entry.dueDateEstimated])).toEqual([
      ['distribution', 'noNotice', '2026-06-30', false],
      ['call', 'noFlows', '2026-06-29', true],
    ])
    const [, orphan] = entries
    expect(orphan?.amount).toBeNull()
    expect(orphan?.notice?.title).toBe('Capital Call Notice 2')
  })

  it('keeps two calls in one week apart, each with its own notice, in order', () => {
    const entries = capitalActivity(
      [
        fund([
          flow('2026-09-14', 'Contribution', 'Fund Investments', 100_000),
          flow('2026-09-18', 'Contribution', 'Fund Investments', 40_000),
        ]),
      ],
      [notice(11, 'call', '2026-08-31'), notice(12, 'call', '2026-09-04')],
    )
    expect(entries.map((entry) => [entry.dueDate, entry.amount, entry.notice?.documentId])).toEqual([
      ['2026-09-18', 40_000, 12],
      ['2026-09-14', 100_000, 11],
    ])
  })

  it("matches a fund-wide notice to any account, never another fund's, nor one published after the flows or long before", () => {
    const entries = capitalActivity(
      [fund([flow('2026-03-20', 'Contribution', 'Fund Investments', 1_000, 'Second Account LP')])],
      [
        notice(21, 'call', '2026-03-10', { fundId: 8 }),
        notice(22, 'call', '2026-03-21'),
        notice(23, 'call', '2026-01-15', { account: 'All Investors' }),
        notice(24, 'call', '2026-03-09', { account: 'All Investors' }),
      ],
    )
    const call = entries.find((entry) => entry.match !== 'noFlows')
    expect(call?.notice?.documentId).toBe(24)
    expect(
      entries.filter((entry) => entry.match === 'noFlows').map((entry) => entry.notice?.documentId),
    ).toEqual([22, 21, 23])
  })

  it("leaves out flows without an amount or a day and keeps an account's calls apart from another's", () => {
    const entries = capitalActivity(
      [
        fund([
          flow('2026-03-20', 'Contribution', 'Fund Investments', 10),
          flow('2026-03-20', 'Contribution', 'Fund Investments', 20, 'Second Account LP'),
          { ...flow('2026-03-20', 'Contribution', 'Fund Investments', 0), amount: null },
          flow('not a date', 'Contribution', 'Fund Investments', 30),
        ]),
      ],
      [],
    )
    // One day's entries in the order of their fund and account.
    expect(entries.map((entry) => [entry.account, entry.amount])).toEqual([
      [ACCOUNT, 10],
      ['Second Account LP', 20],
    ])
  })

  it('lists from the first day asked for, a notice of a call just before it matched and not listed', () => {
    const entries = capitalActivity(
      [
        fund([
          flow('2024-09-20', 'Contribution', 'Fund Investments', 10),
          flow('2024-10-21', 'Contribution', 'Fund Investments', 20),
        ]),
      ],
      [notice(1, 'call', '2024-09-06'), notice(2, 'call', '2024-10-07')],
      { from: '2024-10-01' },
    )
    expect(entries.map((entry) => [entry.dueDate, entry.match, entry.notice?.documentId])).toEqual([
      ['2024-10-21', 'matched', 2],
    ])
  })

  it('says a call is due in N days, paid once its day is past, and overdue for a notice without a payment', () => {
    const [upcoming, paid, orphan] = capitalActivity(
      [
        fund([
          flow('2026-12-18', 'Contribution', 'Fund Investments', 5_000),
          flow('2026-09-18', 'Contribution', 'Fund Investments', 4_000),
        ]),
      ],
      [notice(31, 'call', '2026-06-01', { fundId: 9 })],
    )
    const today = '2026-12-06'
    expect(activityStatus(upcoming!, today)).toEqual({ status: 'due', days: 12 })
    expect(activityStatus(upcoming!, '2026-12-18')).toEqual({ status: 'due', days: 0 })
    expect(activityStatus(paid!, today)).toEqual({ status: 'paid' })
    expect(orphan?.dueDate).toBe(noticeDueDate('2026-06-01'))
    expect(activityStatus(orphan!, today)).toEqual({ status: 'overdue', days: 174 })
    expect(upcomingAndPast([orphan!, paid!, upcoming!], today)).toEqual({
      upcoming: [upcoming],
      past: [orphan, paid],
    })
    expect(nextCallDue([paid!, upcoming!], today)).toBe(upcoming)
    expect(nextCallDue([paid!], today)).toBeNull()
  })

  it('counts 10 business days from a notice, over a weekend', () => {
    // Friday 5 June 2026: two weeks on is Friday 19 June.
    expect(noticeDueDate('2026-06-05')).toBe('2026-06-19')
  })
})

describe('notices', () => {
  const types = [
    { documentTypeId: 1, name: 'CapitalCallNotice', displayName: 'Capital Call Notice' },
    { documentTypeId: 2, name: 'Other', displayName: 'Distribution Notice' },
    { documentTypeId: 3, name: 'FinancialStatements', displayName: 'Financial Statements' },
  ]

  it('lists the quarter under way and the eight before it', () => {
    expect(activityWindowStart('2026-12-06')).toBe('2024-10-01')
    expect(activityWindowStart('2026-01-01')).toBe('2024-01-01')
    expect(activityWindowStart('2026-09-30')).toBe('2024-07-01')
  })

  it('asks for the notice types only, newest first, from a notice period before the first day listed', () => {
    expect(noticeSearchRequest(types, { isAdmin: false, today: '2026-12-06' })).toEqual({
      start: 1,
      count: NOTICES_PER_PAGE,
      sortKey: 'publishDate',
      sortDirection: 'DESC',
      documentStatuses: documentStatusesFor(false),
      isAdmin: false,
      documentTypes: [1, 2],
      startDate: '2024-08-17',
      endDate: '2026-12-06',
    })
    expect(noticeSearchRequest(types, { isAdmin: true, today: '2026-12-06', start: 501 })).toMatchObject({
      start: 501,
      documentStatuses: documentStatusesFor(true),
    })
    expect(noticeSearchRequest([types[2]!], { isAdmin: false, today: '2026-12-06' })).toBeNull()
  })

  it('keeps the notices among documents, each with its kind', () => {
    const document = (documentTypeId: number | null) => ({
      documentId: documentTypeId ?? 0,
      title: 'A document',
      actionItem: false,
      markedRead: true,
      documentTypeId,
    })
    expect(
      activityNotices([document(1), document(2), document(3), document(null)], types).map((notice) => [
        notice.document.documentTypeId,
        notice.kind,
      ]),
    ).toEqual([
      [1, 'call'],
      [2, 'distribution'],
    ])
  })
})
