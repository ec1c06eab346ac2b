export interface DocumentSubtype {
  documentSubtypeId: number
  name: string
}

/** spec §3 Document type. */
export interface DocumentType {
  documentTypeId: number
  name: string
  displayName?: string | null
  documentSubtypes?: DocumentSubtype[] | null
}
