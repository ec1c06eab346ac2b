import type { AccountGroup, SelectOption } from './fixtureTypes'

/**
 * Deterministic story data (no clock, no randomness), shared by every story: each list and each item is frozen,
 * so a story that changed one would fail at once instead of changing what the next story shows. A story that
 * needs to change data copies it first.
 */
export const frozenList = <T extends object>(items: readonly T[]): readonly Readonly<T>[] =>
  Object.freeze(items.map((item) => Object.freeze(item)))

export const fundNames = Object.freeze([
  'Flagship Partners VII, L.P.',
  'Flagship Partners VIII, L.P.',
  'Global Credit Opportunities Fund II',
  'Global Private Equity Growth Fund III',
  'Corporate Infrastructure Partners IV',
  'Europe Buyout Partners V',
  'Asia Pacific Growth Fund II',
  'Energy Transition Partners I',
  'Real Assets Co-Invest 2024',
  'Secondary Opportunities Fund VI',
  'Structured Credit Partners III',
  'Middle Market Lending Fund II',
] as const)

/** Typed as a mutable list for the screens' filter options (`ScreenFilterOptions`); frozen all the same. */
export const fundOptions = frozenList(
  fundNames.map((label, index) => ({ value: index + 1, label })),
) as SelectOption<number>[]

export const longFundName = 'Global Private Equity Strategic Partners Continuation Vehicle II, L.P.'

export const accountNames = Object.freeze([
  'Ellison Family Trust',
  'Ellison Holdings LLC',
  'Margaret Ellison IRA',
  'Ellison Charitable Foundation',
  'Northbridge Pension Plan',
  'Northbridge Endowment',
  'Harbor Point Capital',
  'Westfield Retirement System',
] as const)

/** Typed as a mutable list for the screens' filter options (`ScreenFilterOptions`); frozen all the same. */
export const accountOptions = frozenList(
  accountNames.map((label, index) => ({ value: 100 + index, label })),
) as SelectOption<number>[]

export const accountGroups: readonly AccountGroup[] = frozenList([
  { groupId: 11, groupName: 'Family Accounts' },
  { groupId: 12, groupName: 'Pension Plans' },
  { groupId: 13, groupName: 'Co-Invest Vehicles' },
  { groupId: 14, groupName: 'Foundations' },
  { groupId: 15, groupName: 'Tax-Exempt Accounts' },
  { groupId: 16, groupName: 'Europe Mandates' },
  { groupId: 17, groupName: 'Legacy Funds' },
  { groupId: 18, groupName: 'Credit Only' },
])

/**
 * Fixed "today" of every story: the day the stories' calendars start on. A Date cannot be frozen (its setters
 * write an internal slot); no story or component sets it, and one that needs another day makes its own.
 */
export const storyToday = new Date('2026-09-30T12:00:00Z')

export const storyLinks = Object.freeze({
  insightsHub: 'https://insights.example.com',
  faq: 'https://help.example.com/faq',
  photoSharing: 'https://photos.example.com/investorportal',
  socialNetworkOne: 'https://network-one.example.com/investorportal',
  socialNetworkTwo: 'https://network-two.example.com/investorportal',
  companySite: 'https://www.example.com',
})

/** A user who may open every line-one report and both line-two embedded reports, but not the line-two summary. */
export const reportPermissions = Object.freeze({
  accountSummary: true,
  reports: true,
  accountSummaryAlpInvest: false,
  portfolioPerformance: true,
  diversificationAnalysis: true,
  funds: true,
})
