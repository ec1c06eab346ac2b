export const TERM_ASSOCIATION_TYPES = ['Sitewide', 'EntitledEntity', 'DocumentType', 'Reporting'] as const

export type TermAssociationType = (typeof TERM_ASSOCIATION_TYPES)[number]

/** Server-side status of a term. */
export type TermServerStatus = 'Active' | 'Inactive'

/** Client-side consent status while the terms dialog runs (spec §4 Terms). */
export type TermConsent = 'Pending' | 'Accepted' | 'Declined'

export type WhenAccepted = 'Once' | 'Session'

/** spec §3 Term. */
export interface Term {
  id: number
  name: string
  text: string
  status?: TermServerStatus | TermConsent | string | null
  active?: boolean | null
  associationType: TermAssociationType | string
  /** Ids the term covers: entity ids / global ids for EntitledEntity, document type ids for DocumentType. */
  associations?: Array<number | string> | null
  whenAccepted?: WhenAccepted | string | null
  activatedDate?: string | null
  accepted?: boolean | null
}
