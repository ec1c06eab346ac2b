import type { DataRoomFund, EntityType, Geography } from '../../src/domain'
import { intBetween, unit } from './prng'

/** The manager's four segment families (spec §6). */
export const SEGMENT_FAMILIES = [
  'Corporate',
  'Global Credit',
  'Global Private Equity',
  'Investment Solutions',
] as const
export type SegmentFamily = (typeof SEGMENT_FAMILIES)[number]

/** Line one reports on the Flagship product; Investment Solutions is line two (embedded reports). */
export const isLineTwoFamily = (family: SegmentFamily): boolean => family === 'Investment Solutions'

export interface SeedFund extends DataRoomFund {
  globalId: string
  family: SegmentFamily
  entityType: EntityType
  geography: Geography
  currency: string
  vintage: number
  /** Quarters since the fund's first close (vintage Q1) at reporting quarter index 0 (2018 Q1); may be negative. */
  ageAtFirstReport: number
  /** Drives the fund's performance: 0 (weak) … 1 (strong). */
  performance: number
  shortName: string
  size: number
}

type FundSpec = readonly [SegmentFamily, string, EntityType, Geography, string, number]

/** Forty-eight funds: every family, every entity type, every geography, several currencies. */
const FUND_SPECS: readonly FundSpec[] = [
  ['Global Private Equity', 'Flagship Partners VI, L.P.', 'Fund', 'North America', 'USD', 2012],
  ['Global Private Equity', 'Flagship Partners VII, L.P.', 'Fund', 'North America', 'USD', 2017],
  ['Global Private Equity', 'Flagship Partners VIII, L.P.', 'Fund', 'North America', 'USD', 2022],
  ['Global Private Equity', 'Flagship Europe Partners IV, SCSp', 'Fund', 'Europe', 'EUR', 2013],
  ['Global Private Equity', 'Flagship Europe Partners V, SCSp', 'Fund', 'Europe', 'EUR', 2018],
  ['Global Private Equity', 'Flagship Europe Technology Partners II', 'Fund', 'Europe', 'EUR', 2020],
  ['Global Private Equity', 'Flagship UK Mid-Market Fund III', 'Fund', 'Europe', 'GBP', 2016],
  ['Global Private Equity', 'Flagship Nordic Buyout Fund', 'Fund', 'Europe', 'SEK', 2019],
  ['Global Private Equity', 'Flagship Asia Partners V, L.P.', 'Fund', 'Asia/Pacific', 'USD', 2017],
  ['Global Private Equity', 'Flagship Japan Partners IV', 'Fund', 'Asia/Pacific', 'JPY', 2019],
  ['Global Private Equity', 'Flagship Australia Growth Fund II', 'Fund', 'Asia/Pacific', 'AUD', 2021],
  ['Global Private Equity', 'Flagship South America Buyout Fund', 'Fund', 'South America', 'BRL', 2015],
  ['Global Private Equity', 'Flagship Sub-Saharan Africa Fund II', 'Fund', 'Africa', 'USD', 2016],
  ['Global Private Equity', 'Flagship MENA Partners, L.P.', 'Fund', 'Middle-East-North Africa', 'USD', 2018],
  ['Global Private Equity', 'Flagship Global Technology Partners', 'Fund', 'Global', 'USD', 2021],
  [
    'Global Private Equity',
    'Flagship Partners VII Co-Investment (Aurora), L.P.',
    'External Co-Invest',
    'North America',
    'USD',
    2019,
  ],
  [
    'Global Private Equity',
    'Flagship Europe Co-Investment (Helios) SCSp',
    'External Co-Invest',
    'Europe',
    'EUR',
    2021,
  ],
  ['Global Private Equity', 'Flagship Growth Capital Fund III', 'Fund', 'Global', 'USD', 2023],
  ['Global Credit', 'Flagship Credit Opportunities Fund II', 'Fund', 'North America', 'USD', 2016],
  ['Global Credit', 'Flagship Credit Opportunities Fund III', 'Fund', 'North America', 'USD', 2021],
  ['Global Credit', 'Flagship Direct Lending Fund IV', 'Fund', 'North America', 'USD', 2019],
  ['Global Credit', 'Flagship European Senior Loans Fund', 'Fund', 'Europe', 'EUR', 2018],
  ['Global Credit', 'Flagship Structured Credit Partners', 'Fund', 'Global', 'USD', 2020],
  ['Global Credit', 'Flagship Energy Mezzanine Fund II', 'Fund', 'North America', 'CAD', 2015],
  ['Global Credit', 'Flagship Asia Credit Fund', 'Fund', 'Asia/Pacific', 'SGD', 2022],
  ['Global Credit', 'Flagship Real Assets Credit Fund', 'Fund', 'Global', 'USD', 2024],
  [
    'Global Credit',
    'Flagship Credit Managed Account (Keystone)',
    'Managed Account',
    'North America',
    'USD',
    2020,
  ],
  ['Global Credit', 'Flagship Swiss Infrastructure Debt Fund', 'Fund', 'Europe', 'CHF', 2019],
  ['Global Credit', 'Flagship LatAm Private Credit Fund', 'Fund', 'South America', 'USD', 2022],
  ['Global Credit', 'Flagship Africa Trade Finance Fund', 'Fund', 'Africa', 'USD', 2020],
  [
    'Corporate',
    'Flagship Strategic Partnership (Northwind) L.P.',
    'Managed Account',
    'North America',
    'USD',
    2018,
  ],
  ['Corporate', 'Flagship Strategic Partnership (Meridian) L.P.', 'Managed Account', 'Global', 'USD', 2021],
  ['Corporate', 'Flagship Employee Investment Fund 2019', 'Internal', 'Global', 'USD', 2019],
  ['Corporate', 'Flagship Employee Investment Fund 2023', 'Internal', 'Global', 'USD', 2023],
  [
    'Corporate',
    'Flagship Corporate Co-Investment Vehicle I',
    'External Co-Invest',
    'North America',
    'USD',
    2017,
  ],
  [
    'Corporate',
    'Flagship Gulf Strategic Partnership',
    'Managed Account',
    'Middle-East-North Africa',
    'USD',
    2022,
  ],
  ['Corporate', 'Flagship Hong Kong Opportunities Vehicle', 'Fund', 'Asia/Pacific', 'HKD', 2020],
  ['Investment Solutions', 'AlpInvest Secondaries Fund VI', 'Fund', 'Global', 'USD', 2016],
  ['Investment Solutions', 'AlpInvest Secondaries Fund VII', 'Fund', 'Global', 'USD', 2020],
  ['Investment Solutions', 'AlpInvest Co-Investment Fund VIII', 'Fund', 'Global', 'EUR', 2021],
  ['Investment Solutions', 'AlpInvest Primary Partners 2019', 'Fund', 'Europe', 'EUR', 2019],
  ['Investment Solutions', 'AlpInvest Primary Partners 2023', 'Fund', 'Europe', 'EUR', 2023],
  ['Investment Solutions', 'AlpInvest Asia Secondaries', 'Fund', 'Asia/Pacific', 'JPY', 2022],
  [
    'Investment Solutions',
    'AlpInvest Separate Account (Dutch Pension)',
    'Managed Account',
    'Europe',
    'EUR',
    2018,
  ],
  ['Investment Solutions', 'AlpInvest Emerging Markets Access Fund', 'Fund', 'South America', 'BRL', 2021],
  ['Investment Solutions', 'AlpInvest Internal Feeder', 'Internal', 'North America', 'USD', 2020],
  ['Investment Solutions', 'AlpInvest Nordic Pension Co-Invest', 'External Co-Invest', 'Europe', 'SEK', 2024],
  [
    'Investment Solutions',
    'AlpInvest Africa & Middle East Partners',
    'Fund',
    'Middle-East-North Africa',
    'USD',
    2019,
  ],
]

const STRATEGIES: Record<SegmentFamily, readonly string[]> = {
  'Global Private Equity': ['Buyout', 'Growth Equity', 'Technology Buyout'],
  'Global Credit': ['Direct Lending', 'Opportunistic Credit', 'Mezzanine'],
  Corporate: ['Strategic Partnership', 'Co-Investment'],
  'Investment Solutions': ['Secondaries', 'Co-Investments', 'Primary Fund Investments'],
}

const ASSET_CLASSES: Record<SegmentFamily, string> = {
  'Global Private Equity': 'Private Equity',
  'Global Credit': 'Private Credit',
  Corporate: 'Multi-Strategy',
  'Investment Solutions': 'Fund of Funds',
}

export const FIRST_FUND_ID = 101

/** Funds whose vintage is the newest raise stay open: their data rooms are 'Fundraising'. */
const FUNDRAISING_FROM_VINTAGE = 2023

function seedFund(spec: FundSpec, index: number): SeedFund {
  const [family, name, entityType, geography, currency, vintage] = spec
  const id = FIRST_FUND_ID + index
  const size = intBetween(4, 120, id, 1) * 250_000_000
  const performance = unit(id, 2)
  const term = (years: number) => `${vintage + years}-12-31`
  const extended = unit(id, 3) < 0.4
  return {
    id,
    globalId: `ENT-${(0x1a2b0 + id * 7919).toString(16).toUpperCase()}`,
    name,
    shortName: name.replace(/,? (L\.P\.|SCSp)$/, ''),
    family,
    entityType,
    geography,
    currency,
    vintage,
    ageAtFirstReport: (2018 - vintage) * 4,
    performance,
    fundStatus:
      vintage >= FUNDRAISING_FROM_VINTAGE ? 'Investing' : vintage >= 2019 ? 'Harvesting' : 'Realizing',
    strategy: STRATEGIES[family][index % STRATEGIES[family].length] ?? 'Buyout',
    assetClass: ASSET_CLASSES[family],
    size,
    irrAsOfDate: null,
    catchUpSplitByGpLp: unit(id, 4) < 0.5 ? '80/20' : '100/0',
    hurdleRatePct: unit(id, 5) < 0.7 ? 8 : 6,
    carriedIntPct: family === 'Investment Solutions' ? 10 : 20,
    investmentPeriodOriginal: term(5),
    investmentPeriodCurrent: extended ? term(6) : term(5),
    followOnPeriodOriginal: term(7),
    followOnPeriodCurrent: extended ? term(8) : term(7),
    termExpirationOriginal: term(10),
    termExpirationCurrent: extended ? term(12) : term(10),
    productFamily: family,
    entityDisplayName: name,
    fundraisingStatus: vintage >= FUNDRAISING_FROM_VINTAGE ? 'Fundraising' : 'Closed',
    productLine: entityType === 'Internal' ? 'Non-Investment' : 'External',
  }
}

export const seedFunds: readonly SeedFund[] = FUND_SPECS.map(seedFund)

export const fundById = new Map(seedFunds.map((fund) => [fund.id, fund]))
