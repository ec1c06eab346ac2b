import type { PersonaId } from '../personas'
import { intBetween } from './prng'

/** The investors of the manager's book, their accounts, and which personas hold which accounts. */

const PLACES = [
  'Ashford',
  'Bellmont',
  'Calder',
  'Dunmore',
  'Eastleigh',
  'Fairhaven',
  'Glenrock',
  'Harrowgate',
  'Ivybridge',
  'Juniper',
  'Kingsmere',
  'Lakeshore',
  'Marlow',
  'Northgate',
  'Oakhurst',
  'Pembroke',
  'Queensbury',
  'Redfield',
  'Stonebridge',
  'Thornbury',
  'Upton',
  'Valemount',
  'Westbrook',
  'Yarrow',
  'Zurich Lake',
  'Avalon',
  'Brighton Bay',
  'Cedar Falls',
  'Driftwood',
  'Evergreen',
] as const
const KINDS = [
  'County Pension Plan',
  'University Endowment',
  'Family Office',
  'Insurance Company',
  'Sovereign Wealth Fund',
  "Teachers' Retirement System",
  'Foundation',
  'Municipal Employees Retirement Fund',
  'Health System Endowment',
  'Capital Partners LLC',
] as const

export interface SeedInvestor {
  id: number
  name: string
}

export interface SeedAccount {
  id: number
  globalId: string
  name: string
  investorId: number
  investorName: string
}

/** Investors 1–7 belong to the personas; the others fill the book. */
const PERSONA_INVESTORS: ReadonlyArray<readonly [string, PersonaId, number]> = [
  ['Ellison Family Office', 'investor', 4],
  ['Ellison Charitable Foundation', 'investor', 2],
  ['Ellison Family Trust 2012', 'investor', 3],
  ['Stichting Pensioenfonds Van Dijk', 'alpinvest', 3],
  ['Van Dijk Holdings B.V.', 'alpinvest', 2],
  ['Okafor Capital LLC', 'limited', 2],
  ['Moreno Family Partners', 'newcomer', 3],
]

export const BOOK_INVESTOR_COUNT = 120

/** The name of any investor of the (up to a million strong) universe, computed from its index alone. */
export function investorNameAt(index: number): string {
  const persona = PERSONA_INVESTORS[index]
  if (persona) return persona[0]
  const place = PLACES[index % PLACES.length] ?? 'Ashford'
  const kind = KINDS[Math.floor(index / PLACES.length) % KINDS.length] ?? 'Foundation'
  const series = Math.floor(index / (PLACES.length * KINDS.length))
  return series === 0 ? `${place} ${kind}` : `${place} ${kind} ${series + 1}`
}

export const seedInvestors: readonly SeedInvestor[] = Array.from(
  { length: BOOK_INVESTOR_COUNT },
  (_, index) => ({
    id: index + 1,
    name: investorNameAt(index),
  }),
)

const ACCOUNT_SUFFIXES = [
  '',
  ' II',
  ' - Co-Invest Sleeve',
  ' - Credit Sleeve',
  ' (Feeder)',
  ' - Series B',
] as const

export const FIRST_ACCOUNT_ID = 50_001

function accountsOf(investor: SeedInvestor, firstId: number): SeedAccount[] {
  const persona = PERSONA_INVESTORS[investor.id - 1]
  const count = persona ? persona[2] : intBetween(1, 5, investor.id, 11)
  return Array.from({ length: count }, (_, n) => {
    const id = firstId + n
    return {
      id,
      globalId: `ACC-${(0x3c000 + id * 104729).toString(16).toUpperCase()}`,
      name: `${investor.name}${ACCOUNT_SUFFIXES[n] ?? ` - Account ${n + 1}`}`,
      investorId: investor.id,
      investorName: investor.name,
    }
  })
}

export const seedAccounts: readonly SeedAccount[] = seedInvestors.reduce<SeedAccount[]>(
  (accounts, investor) => [...accounts, ...accountsOf(investor, FIRST_ACCOUNT_ID + accounts.length)],
  [],
)

export const accountById = new Map(seedAccounts.map((account) => [account.id, account]))

/** The persona whose investor owns an account, if any. */
export function personaOfInvestor(investorId: number): PersonaId | null {
  return PERSONA_INVESTORS[investorId - 1]?.[1] ?? null
}
