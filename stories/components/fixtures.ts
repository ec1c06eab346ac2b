import type { AccountGroup, SelectOption } from './fixtureTypes'

/** Deterministic story data (no clock, no randomness). */
export const fundNames = [
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
] as const

export const fundOptions: SelectOption<number>[] = fundNames.map((label, index) => ({
  value: index + 1,
  label,
}))

export const longFundName = 'Global Private Equity Strategic Partners Continuation Vehicle II, L.P.'

export const accountNames = [
  'Ellison Family Trust',
  'Ellison Holdings LLC',
  'Margaret Ellison IRA',
  'Ellison Charitable Foundation',
  'Northbridge Pension Plan',
  'Northbridge Endowment',
  'Harbor Point Capital',
  'Westfield Retirement System',
] as const

export const accountOptions: SelectOption<number>[] = accountNames.map((label, index) => ({
  value: 100 + index,
  label,
}))

export const accountGroups: AccountGroup[] = [
  { groupId: 11, groupName: 'Family Accounts' },
  { groupId: 12, groupName: 'Pension Plans' },
  { groupId: 13, groupName: 'Co-Invest Vehicles' },
  { groupId: 14, groupName: 'Foundations' },
  { groupId: 15, groupName: 'Tax-Exempt Accounts' },
  { groupId: 16, groupName: 'Europe Mandates' },
  { groupId: 17, groupName: 'Legacy Funds' },
  { groupId: 18, groupName: 'Credit Only' },
]

/** Fixed "today" of every story: the day the stories' calendars start on. */
export const storyToday = new Date('2026-09-30T12:00:00Z')

export const storyLinks = {
  insightsHub: 'https://insights.example.com',
  faq: 'https://help.example.com/faq',
  photoSharing: 'https://photos.example.com/investorportal',
  socialNetworkOne: 'https://network-one.example.com/investorportal',
  socialNetworkTwo: 'https://network-two.example.com/investorportal',
  companySite: 'https://www.example.com',
}
