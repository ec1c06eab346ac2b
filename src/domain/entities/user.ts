/** Preference settings a user can hold (spec §3 User). */
export const PREFERENCE_SETTINGS = [
  'DateFormat',
  'NumberFormat',
  'UserDefaultInvestorsGroup',
  'UserLandingPage',
  'AlpInvestDefaultCurrency',
] as const

export type PreferenceSetting = (typeof PREFERENCE_SETTINGS)[number]

export interface Preference {
  id?: number
  setting: PreferenceSetting | string
  value: string
}

/** The signed-in user as the profile call answers it (spec §3, §7 GET /entitlements/v1/user/profile). */
export interface User {
  userId: string
  /** Some answers carry `id` instead of (or as well as) `userId`. */
  id?: string
  userType: string
  email: string
  firstName: string
  lastName: string
  name?: string
  external: boolean
  isAdmin?: boolean
  permissions: string[]
  segmentFunction: string[]
  preferences: Preference[]
  selectedAccountGroup?: string | null
}

/** The answer of GET entitlements/v1/system/EntitledUsers?email= (first item used). */
export interface EntitledUser {
  userId: string
  email: string
  firstName: string
  lastName: string
  isAdmin: boolean
}
