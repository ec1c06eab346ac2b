import type { User } from '../src/domain'

/** The demo personas of the embedded provider; their ids are part of the README and the tests. */
export type PersonaId = 'investor' | 'alpinvest' | 'admin' | 'limited' | 'newcomer' | 'empty'

const lineOneFunctions = [
  'GlobalPrivateEquityAccountSummary',
  'GlobalPrivateEquityReports',
  'GlobalPrivateEquityFunds',
  'GlobalCreditAccountSummary',
  'GlobalCreditReports',
  'GlobalCreditFunds',
]
const lineTwoFunctions = [
  'InvestmentSolutionsAccountSummary',
  'InvestmentSolutionsPortfolioPerformance',
  'InvestmentSolutionsDiversificationAnalysis',
]

function persona(userId: string, firstName: string, lastName: string, rest: Partial<User>): User {
  return {
    userId,
    userType: 'Investor',
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    external: true,
    isAdmin: false,
    permissions: [],
    segmentFunction: [],
    preferences: [
      { setting: 'DateFormat', value: 'MMM-DD-YYYY' },
      { setting: 'NumberFormat', value: '1,234.56' },
    ],
    ...rest,
  }
}

export const personas: Record<PersonaId, User> = {
  investor: persona('u-investor', 'Margaret', 'Ellison', { segmentFunction: lineOneFunctions }),
  alpinvest: persona('u-alpinvest', 'Pieter', 'Van Dijk', { segmentFunction: lineTwoFunctions }),
  admin: persona('u-admin', 'Dana', 'Whitfield', {
    userType: 'Internal',
    external: false,
    isAdmin: true,
    permissions: ['impersonate:User'],
    segmentFunction: [
      ...lineOneFunctions,
      'CorporateAccountSummary',
      'CorporateReports',
      'CorporateFunds',
      ...lineTwoFunctions,
    ],
  }),
  limited: persona('u-limited', 'Samuel', 'Okafor', { segmentFunction: [] }),
  newcomer: persona('u-newcomer', 'Lucia', 'Moreno', { segmentFunction: lineOneFunctions }),
  empty: persona('u-empty', 'Noah', 'Becker', { segmentFunction: [] }),
}

export const personaIds = Object.keys(personas) as PersonaId[]

export function isPersonaId(value: unknown): value is PersonaId {
  return typeof value === 'string' && value in personas
}

/** What each persona shows of the portal, for the demo's sign-in page and Storybook's persona menu. */
export const personaSummaries: Record<PersonaId, string> = {
  investor: 'Line-one reports and funds, several investor-account groups',
  alpinvest: 'Line-two reports only',
  admin: 'Administrator: impersonation and every permission',
  limited: 'No report permission and no fund profiles',
  newcomer: 'Sitewide and reporting terms not yet accepted',
  empty: 'Entitled to nothing',
}
