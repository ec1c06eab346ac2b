import type { PersonaId } from '../personas'
import { isLineTwoFamily, seedFunds, type SeedFund } from './funds'
import { personaOfInvestor, seedAccounts, type SeedAccount } from './investors'
import { intBetween, unit } from './prng'

/**
 * Who holds what: each investor account's commitments to funds. Persona accounts hold hand-picked funds so that
 * each persona shows what it is for; the other accounts spread over the book.
 */
export interface Position {
  fundId: number
  accountId: number
  /** Commitment in the fund's currency, in cents. */
  commitmentCents: number
}

const lineOneFunds = seedFunds.filter((fund) => !isLineTwoFamily(fund.family))
const lineTwoFunds = seedFunds.filter((fund) => isLineTwoFamily(fund.family))

const investorPortfolio = lineOneFunds.filter((_, i) => i % 5 === 0 || i % 5 === 2)

/** Every 3rd line-one fund, offset per account, gives the investor persona 15+ funds over its accounts. */
function personaFunds(persona: PersonaId, account: SeedAccount, n: number): SeedFund[] {
  switch (persona) {
    case 'investor':
      // A portfolio of about fifteen line-one funds of every entity type, spread over nine accounts.
      return investorPortfolio.filter((_, i) => (i + n) % 3 !== 0)
    case 'alpinvest':
      return lineTwoFunds.filter((_, i) => i % 3 !== n % 3)
    case 'limited':
      return lineOneFunds.filter((_, i) => i % 9 === n + 1)
    case 'newcomer':
      return lineOneFunds.filter((_, i) => i % 8 === (account.id + n) % 8 && i < 30)
    default:
      return []
  }
}

function otherFunds(account: SeedAccount): SeedFund[] {
  const prefersLineTwo = unit(account.investorId, 21) < 0.25
  const pool = prefersLineTwo ? lineTwoFunds : lineOneFunds
  const count = intBetween(2, 8, account.id, 22)
  const chosen = new Set<SeedFund>()
  for (let k = 0; chosen.size < count && k < count * 4; k++) {
    const fund = pool[intBetween(0, pool.length - 1, account.id, 23, k)]
    if (fund) chosen.add(fund)
  }
  return [...chosen]
}

function commitmentCents(fund: SeedFund, accountId: number): number {
  const millions =
    fund.size >= 10_000_000_000
      ? intBetween(10, 200, accountId, fund.id, 24)
      : intBetween(2, 60, accountId, fund.id, 24)
  const quarterMillions = millions * 4 + intBetween(0, 3, accountId, fund.id, 25)
  return quarterMillions * 250_000 * 100
}

function buildPositions(): Position[] {
  const positions: Position[] = []
  const seenPersonaAccounts = new Map<PersonaId, number>()
  for (const account of seedAccounts) {
    const persona = personaOfInvestor(account.investorId)
    let funds: SeedFund[]
    if (persona) {
      const n = seenPersonaAccounts.get(persona) ?? 0
      seenPersonaAccounts.set(persona, n + 1)
      funds = personaFunds(persona, account, n)
    } else {
      funds = otherFunds(account)
    }
    for (const fund of funds)
      positions.push({
        fundId: fund.id,
        accountId: account.id,
        commitmentCents: commitmentCents(fund, account.id),
      })
  }
  // Every fund has investors: funds no other account chose get the book's first accounts.
  for (const fund of seedFunds) {
    if (positions.filter((p) => p.fundId === fund.id).length >= 4) continue
    for (const account of seedAccounts
      .filter((a) => !personaOfInvestor(a.investorId))
      .slice(fund.id % 50, (fund.id % 50) + 5)) {
      positions.push({
        fundId: fund.id,
        accountId: account.id,
        commitmentCents: commitmentCents(fund, account.id),
      })
    }
  }
  return positions
}

export const positions: readonly Position[] = buildPositions()

export const positionsByFund = new Map<number, Position[]>()
export const positionsByAccount = new Map<number, Position[]>()
for (const position of positions) {
  positionsByFund.set(position.fundId, [...(positionsByFund.get(position.fundId) ?? []), position])
  positionsByAccount.set(position.accountId, [
    ...(positionsByAccount.get(position.accountId) ?? []),
    position,
  ])
}

export const commitmentOf = (fundId: number, accountId: number): number =>
  positionsByAccount.get(accountId)?.find((p) => p.fundId === fundId)?.commitmentCents ?? 0
