export const GEOGRAPHIES = [
  'North America',
  'Europe',
  'Asia/Pacific',
  'South America',
  'Global',
  'Africa',
  'Middle-East-North Africa',
] as const

export type Geography = (typeof GEOGRAPHIES)[number]

/** A fund as the reporting service answers it (spec §3 Fund). */
export interface Fund {
  id: number
  name: string
  fundStatus?: string | null
  currency?: string | null
  geography?: Geography | string | null
  strategy?: string | null
  grossIrr?: number | null
  netIrr?: number | null
  vintage?: number | string | null
  irrAsOfDate?: string | null
  size?: number | null
  assetClass?: string | null
  catchUpSplitByGpLp?: string | null
  hurdleRatePct?: number | null
  carriedIntPct?: number | null
  investmentPeriodOriginal?: string | null
  investmentPeriodCurrent?: string | null
  followOnPeriodOriginal?: string | null
  followOnPeriodCurrent?: string | null
  termExpirationOriginal?: string | null
  termExpirationCurrent?: string | null
}

export type FundraisingStatus = 'Fundraising' | 'Closed'
export type ProductLine = 'Non-Investment' | 'External'

/** A fund as data rooms show it. */
export interface DataRoomFund extends Fund {
  globalId?: string | null
  productFamily?: string | null
  entityDisplayName?: string | null
  fundraisingStatus?: FundraisingStatus | string | null
  productLine?: ProductLine | string | null
}
