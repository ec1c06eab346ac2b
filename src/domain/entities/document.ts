/** Document statuses as the provider names them (spec §3 Document). */
export const DOCUMENT_STATUSES = [
  'Pending',
  'Approved',
  'Active',
  'Suspended',
  'Deleted',
  'Pending Approval',
  'PendingApproval',
] as const

export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

/** Status codes sent in document searches (spec §6, §7). */
export type DocumentStatusCode = 'P' | 'A' | 'W' | 'V'

export interface OtherAccount {
  documentId: number | string
  investorAccountName?: string | null
}

/** One document of a library, a fund's documents or the administration search (spec §3). */
export interface Document {
  documentId?: number | string
  id?: number | string
  title: string
  actionItem: boolean
  markedRead: boolean
  investorAccountName?: string | null
  fundDisplayName?: string | null
  /** Fallbacks for fundDisplayName, in this order. */
  parentEntityName?: string | null
  fundName?: string | null
  fileType?: string | null
  publishDate?: string | null
  publishDateEST?: string | null
  otherAccounts?: OtherAccount[] | null
  documentSubtype?: string | null
  documentTypeId?: number | null
  fundId?: number | string | null
  documentStatus?: DocumentStatus | string | null
}

/** A data room item: a document that may carry a video (spec §3). */
export interface DataRoomItem extends Document {
  videoId?: string | null
  videoToken?: string | null
  videoIsHighlighted?: boolean | null
  videoDescription?: string | null
  videoTokenExpiration?: string | null
}

export interface DocumentSearchResult<D extends Document = Document> {
  total: number
  results: D[]
}

export type SortDirection = 'ASC' | 'DESC'
