import type { AccountGroup, CalendarEvent, HomeContent, Term } from '../../src/domain'
import type { PersonaId } from '../personas'
import { seedFunds } from './funds'
import { intBetween, pick, unit } from './prng'

/** Terms of all four association types, 'Once' and 'Session' (spec §3 Term); one inactive. */
const CO_INVEST_FUNDS = seedFunds.filter((fund) => fund.entityType === 'External Co-Invest')
const EUROPE_FUNDS = seedFunds.filter((fund) => fund.geography === 'Europe').slice(0, 4)

export const seedTerms: Term[] = [
  {
    id: 1,
    name: 'Portal Terms of Use',
    text: 'By using the investor portal you agree to use it only to review information about your own investments, to keep your credentials confidential and to tell us at once of any unauthorised access.',
    status: 'Active',
    active: true,
    associationType: 'Sitewide',
    associations: [],
    whenAccepted: 'Once',
    activatedDate: '2019-01-02',
  },
  {
    id: 2,
    name: 'Electronic Delivery Consent',
    text: 'You consent to receive notices, statements, tax documents and other communications about your investments electronically through this portal.',
    status: 'Active',
    active: true,
    associationType: 'Sitewide',
    associations: [],
    whenAccepted: 'Once',
    activatedDate: '2020-06-30',
  },
  {
    id: 3,
    name: 'European Fund Confidentiality Undertaking',
    text: 'Information about the European funds is confidential under the funds’ partnership agreements; you may share it only with your professional advisers bound by equal duties.',
    status: 'Active',
    active: true,
    associationType: 'EntitledEntity',
    associations: EUROPE_FUNDS.flatMap((f) => [f.id, f.globalId]),
    whenAccepted: 'Once',
    activatedDate: '2021-03-31',
  },
  {
    id: 4,
    name: 'Co-Investment Information Notice',
    text: 'Co-investment information concerns a single portfolio company and may be material non-public information. Please confirm each session that you will not trade on it.',
    status: 'Active',
    active: true,
    associationType: 'EntitledEntity',
    associations: CO_INVEST_FUNDS.flatMap((f) => [f.id, f.globalId]),
    whenAccepted: 'Session',
    activatedDate: '2022-01-03',
  },
  {
    id: 5,
    name: 'Tax Document Disclaimer',
    text: 'Tax documents are prepared for the partnership and are not tax advice. Consult your own tax adviser.',
    status: 'Active',
    active: true,
    associationType: 'DocumentType',
    associations: [5],
    whenAccepted: 'Session',
    activatedDate: '2020-02-14',
  },
  {
    id: 6,
    name: 'Legal Document Access',
    text: 'Legal documents are provided for your own records and may not be distributed to third parties.',
    status: 'Active',
    active: true,
    associationType: 'DocumentType',
    associations: [6],
    whenAccepted: 'Once',
    activatedDate: '2020-02-14',
  },
  {
    id: 7,
    name: 'Reporting Terms',
    text: 'Reports are unaudited unless stated otherwise, are provided for information only and do not constitute an offer of any security.',
    status: 'Active',
    active: true,
    associationType: 'Reporting',
    associations: [],
    whenAccepted: 'Once',
    activatedDate: '2019-01-02',
  },
  {
    id: 8,
    name: 'Performance Data Disclaimer',
    text: 'Past performance is not indicative of future results. Performance figures are net of fees unless stated otherwise.',
    status: 'Active',
    active: true,
    associationType: 'Reporting',
    associations: [],
    whenAccepted: 'Session',
    activatedDate: '2023-07-01',
  },
  {
    id: 9,
    name: 'Legacy Website Terms (retired)',
    text: 'These terms were replaced by the Portal Terms of Use.',
    status: 'Inactive',
    active: false,
    associationType: 'Sitewide',
    associations: [],
    whenAccepted: 'Once',
    activatedDate: '2018-01-02',
  },
]

/** 'Once' terms each persona has accepted at seed time: the newcomer has accepted none. */
export function seededTermAcceptances(persona: PersonaId): Record<string, string> {
  if (persona === 'newcomer') return {}
  return Object.fromEntries(
    seedTerms.filter((t) => t.whenAccepted === 'Once').map((t) => [String(t.id), '2024-01-15T10:00:00Z']),
  )
}

/** Investor-account groups each persona has saved (the investor has several). */
export function seededGroups(
  persona: PersonaId,
  userId: string,
  accountIds: readonly number[],
): AccountGroup[] {
  if (persona !== 'investor' && persona !== 'alpinvest') return []
  const names =
    persona === 'investor'
      ? ['Family Office Accounts', 'Foundation & Trust', 'Co-Investment Sleeves']
      : ['Pension Fund Accounts']
  return names.map((groupName, g) => {
    const ids = accountIds.filter((_, i) =>
      persona === 'alpinvest' ? i < 3 : g === 0 ? i < 4 : g === 1 ? i >= 4 : i % 3 === 0,
    )
    return {
      groupId: 900 + g + (persona === 'alpinvest' ? 10 : 0),
      groupName,
      investorAccountIds: ids,
      entitledUserId: userId,
      createDate: '2025-02-03T09:30:00Z',
      updatedDate: '2025-06-18T14:05:00Z',
    }
  })
}

/** Each kind of event, where it is held and that place's time zone (IANA); webcasts are held in UTC. */
const EVENT_KINDS = [
  ['Annual Investor Meeting', 'Hotel Plaza Athénée, New York', 'America/New_York'],
  ['Quarterly Update Webcast', 'Online', 'UTC'],
  ['European Investor Forum', 'Amsterdam Conference Centre', 'Europe/Amsterdam'],
  ['Credit Strategy Briefing', 'London Office, 1 St James’s Square', 'Europe/London'],
  ['Asia Pacific Investor Dinner', 'Marina Bay, Singapore', 'Asia/Singapore'],
  ['ESG Roundtable', 'Online', 'UTC'],
  ['Secondaries Market Outlook', 'Online', 'UTC'],
  ['Advisory Committee Meeting', 'Washington, D.C.', 'America/New_York'],
] as const
const PLANNERS = [
  ['Olivia', 'Grant'],
  ['Henrik', 'Larsen'],
  ['Mei', 'Tanaka'],
  ['Carlos', 'Ribeiro'],
] as const

/** The UTC offset of a time zone at a moment, '+01:00' (from the runtime's time zone data). */
function utcOffset(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  const offset = name?.replace(/^GMT/, '') ?? ''
  return offset === '' ? '+00:00' : offset
}

/** A wall-clock time in a time zone as the provider writes it: '2026-12-03T09:00:00-05:00' ('Z' for UTC). */
function zonedIso(wallClockAsUtc: Date, timeZone: string): string {
  const local = wallClockAsUtc.toISOString().slice(0, 19)
  if (timeZone === 'UTC') return `${local}Z`
  // The offset at that wall clock: taken at the moment the same digits would be in UTC, then corrected once.
  const first = utcOffset(timeZone, wallClockAsUtc)
  const minutes = (offset: string) =>
    (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)))
  const instant = new Date(wallClockAsUtc.getTime() - minutes(first) * 60_000)
  return `${local}${utcOffset(timeZone, instant)}`
}

/** Past and future events around `today`, each in its venue's time zone, some registered by the persona. */
export function calendarEvents(today: Date, persona: PersonaId): CalendarEvent[] {
  const personaSalt = ['investor', 'alpinvest', 'admin', 'limited', 'newcomer', 'empty'].indexOf(persona)
  return Array.from({ length: 32 }, (_, i) => {
    const [title, location, timeZone] = pick(EVENT_KINDS, unit(i, 91))
    // The venue's wall clock: 9:00 to 15:00 on the event's day.
    const start = new Date(
      Date.UTC(
        today.getUTCFullYear(),
        today.getUTCMonth() - 14 + Math.floor(i * 0.8),
        3 + intBetween(0, 24, i, 92),
        9 + 2 * (i % 4),
        i % 2 === 0 ? 0 : 30,
      ),
    )
    const end = new Date(start.getTime() + (1 + (i % 3)) * 3_600_000)
    const [firstName, lastName] = pick(PLANNERS, unit(i, 93))
    return {
      eventId: `EVT-${2400 + i}`,
      title: `${title} ${start.getUTCFullYear()}`,
      description: `${title}: an update from the investment team on portfolio activity, fundraising and the market, followed by questions from investors.`,
      eventLocation: location,
      eventStartDate: zonedIso(start, timeZone),
      eventEndDate: zonedIso(end, timeZone),
      isRegistered: unit(i, personaSalt, 94) < 0.45,
      plannerEmail: `${firstName}.${lastName}@example.com`.toLowerCase(),
      plannerFirstName: firstName,
      plannerLastName: lastName,
    }
  })
}

export const homeContent: HomeContent = {
  homePageVideo: {
    videoName: 'A Message from Our Co-CEOs',
    videoId: 'vid-home-2026',
    videoToken: 'vtok-home-2026',
    videoDescription: 'Our co-chief executives on the year in private markets and what lies ahead.',
  },
}

const HEAD_NAMES = [
  'Alexandra Whitmore',
  'Benjamin Osei',
  'Catherine Duval',
  'Daniel Kowalski',
  'Elena Rossi',
  'Farid Haddad',
  'Grace Lin',
  'Hugo Martens',
  'Isabel Navarro',
  'James Thornton',
] as const
const HEAD_TITLES = [
  'Managing Director, Fund Head',
  'Partner, Co-Head',
  'Principal, Investor Relations',
] as const

/** GET /reporting/v1/Funds/{id}/persons. */
export function fundHeads(fundId: number) {
  return HEAD_TITLES.slice(0, 2 + (fundId % 2)).map((title, i) => {
    const name = pick(HEAD_NAMES, unit(fundId, i, 95))
    return {
      personId: fundId * 10 + i,
      name,
      title,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    }
  })
}
