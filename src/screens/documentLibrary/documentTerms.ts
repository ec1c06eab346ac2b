import { documentIdOf, type Document, type Id, type TermScope } from '../../domain'

const unique = (values: ReadonlyArray<Id | null | undefined>): Id[] => {
  const seen = new Map<string, Id>()
  for (const value of values) if (value !== null && value !== undefined) seen.set(String(value), value)
  return [...seen.values()]
}

/** The terms a download of these documents is subject to: their document types and their funds (spec §4). */
export const documentTermScope = (documents: readonly Document[]): TermScope => ({
  documentTypeIds: unique(documents.map((document) => document.documentTypeId)),
  entityIds: unique(documents.map((document) => document.fundId)),
})

/** The id the grid and the provider know a document by; its title when the answer carried no id. */
export const rowIdOf = (document: Document): Id => documentIdOf(document) ?? document.title

/** The documents among `documents` whose ids are in `ids`, in list order. */
export function documentsWithIds<D extends Document>(documents: readonly D[], ids: readonly Id[]): D[] {
  const wanted = new Set(ids.map(String))
  return documents.filter((document) => wanted.has(String(rowIdOf(document))))
}
