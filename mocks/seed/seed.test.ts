import { addBusinessDays } from 'date-fns'
import { describe, expect, it } from 'vitest'
import {
  contributionCategories,
  distributionCategories,
  DOCUMENT_STATUSES,
  ENTITY_TYPES,
  GEOGRAPHIES,
  GROUP_ACCOUNT_ID,
  INVESTMENT_STATUS_GROUPS,
  PERIODS,
  sanitizeFileName,
  TOTAL_FUND_ACCOUNT_ID,
  TERM_ASSOCIATION_TYPES,
} from '../../src/domain'
import { entitlementsOf } from '../scope'
import { capitalAccountRows, capitalAccountStatement, rollForward } from './capitalAccounts'
import { cashFlowRows } from './cashFlows'
import { calendarEvents, seedTerms } from './content'
import { rateToUSD } from './currencies'
import { isoDay, latestCompletedQuarterIndex, MOCK_REFERENCE_DATE, quarterAt } from './dates'
import { documentTitle, noticeContent } from './documentDetails'
import { buildDocumentTable, documentTypes, DOCUMENT_STATUS_LIST } from './documents'
import { NOTICE_QUARTERS } from './notices'
import { SEGMENT_FAMILIES, seedFunds } from './funds'
import { seedAccounts, seedInvestors } from './investors'
import { fundInvestmentRows, moicTotals } from './investments'
import { fundAdjustments, valuesAt } from './ledger'
import { fundHolders } from './performance'
import { scheduleOfInvestments } from './scheduleOfInvestments'

/** The seeded book looks like a real manager's, is the same on every run, and its numbers reconcile. */
const today = new Date(`${MOCK_REFERENCE_DATE}T12:00:00Z`)
const latest = latestCompletedQuarterIndex(today)
const table = buildDocumentTable(today)
const fund = entitlementsOf('investor').funds[0]!
const investorAccounts = entitlementsOf('investor').accounts.map((a) => a.id)
const cents = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

describe('the book', () => {
  it('has four segment families, 40+ funds of every entity type and geography, 300+ accounts under investors', () => {
    expect(new Set(seedFunds.map((f) => f.family))).toEqual(new Set(SEGMENT_FAMILIES))
    expect(seedFunds.length).toBeGreaterThanOrEqual(40)
    expect(new Set(seedFunds.map((f) => f.entityType))).toEqual(new Set(ENTITY_TYPES))
    expect(new Set(seedFunds.map((f) => f.geography))).toEqual(new Set(GEOGRAPHIES))
    expect(new Set(seedFunds.map((f) => f.currency)).size).toBeGreaterThanOrEqual(8)
    expect(seedAccounts.length).toBeGreaterThanOrEqual(300)
    expect(new Set(seedAccounts.map((a) => a.investorId)).size).toBe(seedInvestors.length)
    expect(new Set(seedFunds.map((f) => f.fundraisingStatus))).toEqual(new Set(['Fundraising', 'Closed']))
  })

  it('is the same for the same seed', () => {
    const again = buildDocumentTable(today)
    expect(Buffer.from(again.fund.buffer).equals(Buffer.from(table.fund.buffer))).toBe(true)
    expect(Buffer.from(again.publishDay.buffer).equals(Buffer.from(table.publishDay.buffer))).toBe(true)
    expect(documentTitle(again, 1234)).toBe(documentTitle(table, 1234))
  })
})

describe('documents', () => {
  it('are 20,000+ across every type, subtype and status', () => {
    expect(table.count).toBeGreaterThanOrEqual(20_000)
    const subtypes = new Set<string>()
    for (let i = 0; i < table.count; i++) subtypes.add(`${table.type[i]}:${table.subtype[i]}`)
    const allSubtypes = documentTypes.flatMap((t, ti) =>
      (t.documentSubtypes ?? []).map((_, si) => `${ti}:${si}`),
    )
    expect([...subtypes].sort()).toEqual(allSubtypes.sort())
    expect(new Set(table.status)).toEqual(new Set(DOCUMENT_STATUS_LIST.map((_, i) => i)))
    expect(new Set(DOCUMENT_STATUS_LIST)).toEqual(new Set(DOCUMENT_STATUSES))
  })

  it("have 'Other' subtypes under several types, long titles and titles that need sanitising", () => {
    expect(
      documentTypes.filter((t) => t.documentSubtypes?.some((s) => s.name === 'Other')).length,
    ).toBeGreaterThanOrEqual(3)
    const titles = Array.from({ length: 2000 }, (_, i) => documentTitle(table, i))
    expect(titles.some((t) => t.length > 150)).toBe(true)
    expect(titles.filter((t) => sanitizeFileName(`${t}.pdf`) !== `${t}.pdf`).length).toBeGreaterThan(50)
    expect(titles.some((t) => /[:"<>|*?/]/.test(t))).toBe(true)
  })
})

describe('reports', () => {
  it('run for every fund and quarter from 2018 Q1 to the latest completed quarter', () => {
    expect(quarterAt(0).endDate).toBe('2018-03-31')
    expect(quarterAt(latest).endDate).toBe('2026-09-30')
    const old = seedFunds.find((f) => f.vintage < 2018)!
    expect(fundInvestmentRows(old, 0).length).toBeGreaterThan(0)
    expect(fundInvestmentRows(old, latest).length).toBeGreaterThan(0)
  })

  it('total-fund rows (-999) equal the sum of every holder, group (-998) included, in every period', () => {
    for (const period of PERIODS) {
      const rows = capitalAccountRows({
        fund,
        accountIds: investorAccounts,
        quarterIndex: latest,
        currency: 'EUR',
        periods: [period],
      })
      const total = rows.find((r) => r.investorId === TOTAL_FUND_ACCOUNT_ID)!
      expect(rows.some((r) => r.investorId === GROUP_ACCOUNT_ID)).toBe(true)
      const holders = fundHolders(fund).map((h) => rollForward(fund, h, latest, period, 'EUR'))
      expect(cents(total.capitalAccountAtFairValue)).toBe(
        holders.reduce((sum, h) => sum + h.endingCapitalAccount, 0),
      )
      expect(cents(total.totalContributedCapital)).toBe(holders.reduce((sum, h) => sum + h.contributions, 0))
    }
  })

  it('state amounts in the reporting currency with its rate to USD', () => {
    const usd = capitalAccountRows({
      fund,
      accountIds: investorAccounts,
      quarterIndex: latest,
      currency: 'USD',
      periods: ['ITD'],
    })
    const eur = capitalAccountRows({
      fund,
      accountIds: investorAccounts,
      quarterIndex: latest,
      currency: 'EUR',
      periods: ['ITD'],
    })
    const rate = rateToUSD('EUR', latest)
    expect(eur[0]!.exchangeRateToUSD).toBe(rate)
    expect(usd[0]!.exchangeRateToUSD).toBe(1)
    expect(Math.abs(eur[0]!.commitment! * rate - usd[0]!.commitment!)).toBeLessThan(1)
  })

  it('roll forward: beginning + movements = ending, for QTD, YTD and ITD', () => {
    const statement = capitalAccountStatement({
      fund,
      accountIds: investorAccounts,
      quarterIndex: latest,
      currency: 'USD',
    })
    const data = statement.originalData!
    for (const account of [
      String(investorAccounts[0]),
      String(GROUP_ACCOUNT_ID),
      String(TOTAL_FUND_ACCOUNT_ID),
    ]) {
      for (const period of PERIODS) {
        const field = (name: string) => cents(data[name]?.[account]?.[period])
        const movements = [
          'contributions',
          'distributions',
          'managementFees',
          'partnershipExpenses',
          'netInvestmentIncome',
          'realizedGainLoss',
          'unrealizedGainLoss',
        ].reduce((sum, name) => sum + field(name), 0)
        expect(field('beginningCapitalAccount') + movements).toBe(field('endingCapitalAccount'))
      }
    }
  })

  it('have cash flows in every category that add up to the quarter’s contributions and distributions', () => {
    // A fund that bought its companies since 2018 (an older one calls only its fees in the reported years).
    const fund = seedFunds.find(
      (f) => f.vintage >= 2019 && fundHolders(f).some((h) => investorAccounts.includes(h.accountId)),
    )!
    const accountId = investorAccounts.find((id) => fundHolders(fund).some((h) => h.accountId === id))!
    const rows = cashFlowRows(fund, [accountId], 0, latest, null)
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set([...contributionCategories, ...distributionCategories]),
    )
    const commitment = fundHolders(fund).find((h) => h.accountId === accountId)!.commitment
    const quarter = quarterAt(latest)
    const ofQuarter = rows.filter((r) => r.endDate === quarter.endDate)
    const sum = (type: string) =>
      ofQuarter.filter((r) => r.type === type).reduce((s, r) => s + cents(r.amount), 0)
    const before = valuesAt(fund, commitment, latest - 1)
    const after = valuesAt(fund, commitment, latest)
    expect(sum('Contribution')).toBe(after.contributed - before.contributed)
    expect(sum('Distribution')).toBe(after.distributed - before.distributed)
  })

  it('have a schedule of investments in all groups, with adjustments and reconciled totals', () => {
    const groups = new Set(
      seedFunds.flatMap((f) => fundInvestmentRows(f, latest).map((r) => r.investStatusDesc)),
    )
    expect(groups).toEqual(new Set(INVESTMENT_STATUS_GROUPS))
    expect(fundAdjustments(fund, latest).map((a) => a.adjustmentTypeID)).toEqual([1, 2, 3, 4])
    const rows = fundInvestmentRows(fund, latest)
    const totals = moicTotals(fund, latest)
    expect(cents(totals.total.totalValue)).toBe(rows.reduce((s, r) => s + cents(r.totalValue), 0))
    expect(totals.groups.reduce((s, g) => s + cents(g.equityInvested), 0)).toBe(
      cents(totals.total.equityInvested),
    )
    const soi = scheduleOfInvestments(fund, investorAccounts, latest, 'USD')
    const detailed = soi.soiDetailed.reduce(
      (s, r) => s + cents(r.remainingInvestedCapitalAndUndistributedProceedsAtFairValue),
      0,
    )
    const { capitalAccountAtFairValue, ...lines } = soi.soiAggregated!
    expect(cents(capitalAccountAtFairValue)).toBe(
      detailed + Object.values(lines).reduce<number>((s, v) => s + cents(v), 0),
    )
  })
})

describe('capital call and distribution notices', () => {
  const firstNotice = table.count - [...table.type].filter((_, i) => noticeContent(table, i, today)).length
  const notices = Array.from({ length: table.count - firstNotice }, (_, k) => firstNotice + k)

  it("are real notices of the last eight quarters' calls and distributions, one for each account's day", () => {
    expect(notices.length).toBeGreaterThan(1000)
    const quarterStart = quarterAt(latest - NOTICE_QUARTERS + 1).startDate
    for (const i of notices.filter((_, k) => k % 97 === 0)) {
      const notice = noticeContent(table, i, today)!
      // Published 10 business days before the day its flows fall on, and its amount is theirs.
      const published = `${isoDay(table.publishDay[i]!)}T12:00:00Z`
      expect(notice.dueDay).toBe(addBusinessDays(new Date(published), 10).toISOString().slice(0, 10))
      expect(notice.dueDay >= quarterStart).toBe(true)
      expect(notice.lines.length).toBeGreaterThan(3)
      const amount = Number(/: [A-Z]{3} ([\d,.]+)/.exec(notice.lines[1]!)![1]!.replace(/,/g, ''))
      const categories = notice.lines
        .slice(3)
        .map((line) => Number(/([\d,.]+)$/.exec(line)![1]!.replace(/,/g, '')))
      expect(Math.round(amount * 100)).toBe(
        categories.reduce((sum, value) => sum + Math.round(value * 100), 0),
      )
    }
  })

  it('leave no call of those quarters without its notice, and give the investor persona a call not yet due', () => {
    const accountId = investorAccounts[0]!
    const funds = seedFunds.filter((f) => fundHolders(f).some((h) => h.accountId === accountId))
    const dueDays = (type: 0 | 1) =>
      notices
        .filter((i) => table.type[i] === type && seedAccounts[table.account[i]! - 1]?.id === accountId)
        .map((i) => `${seedFunds[table.fund[i]!]!.id}:${noticeContent(table, i, today)!.dueDay}`)
    const flowDays = (type: 'Contribution' | 'Distribution') => [
      ...new Set(
        funds.flatMap((f) =>
          cashFlowRows(f, [accountId], latest - NOTICE_QUARTERS + 1, latest, [type], { today }).map(
            (row) => `${f.id}:${row.date}`,
          ),
        ),
      ),
    ]
    expect(dueDays(0).sort()).toEqual(flowDays('Contribution').sort())
    expect(dueDays(1).sort()).toEqual(flowDays('Distribution').sort())
    const todayIso = today.toISOString().slice(0, 10)
    const investorNotices = notices.filter((i) =>
      investorAccounts.includes(seedAccounts[table.account[i]! - 1]?.id ?? -1),
    )
    expect(
      investorNotices.some((i) => table.type[i] === 0 && noticeContent(table, i, today)!.dueDay > todayIso),
    ).toBe(true)
  })
})

describe('terms and events', () => {
  it('cover all four association types, Once and Session', () => {
    expect(new Set(seedTerms.map((t) => t.associationType))).toEqual(new Set(TERM_ASSOCIATION_TYPES))
    for (const type of TERM_ASSOCIATION_TYPES)
      expect(seedTerms.some((t) => t.associationType === type)).toBe(true)
    expect(new Set(seedTerms.map((t) => t.whenAccepted))).toEqual(new Set(['Once', 'Session']))
  })

  it('are past and future, registered and not', () => {
    const events = calendarEvents(today, 'investor')
    expect(events.some((e) => e.eventStartDate < today.toISOString())).toBe(true)
    expect(events.some((e) => e.eventStartDate > today.toISOString())).toBe(true)
    expect(new Set(events.map((e) => e.isRegistered))).toEqual(new Set([true, false]))
  })
})
