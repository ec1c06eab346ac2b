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

/**
 * The grid's key for a row: the document's id. A row the provider sent without an id (which no call can act on)
 * is keyed by its title, marked so that it can never be taken for a document id.
 */
export const rowIdOf = (document: Document): Id => documentIdOf(document) ?? `untitled:${document.title}`

/** The id to send the provider for a document; a row without one cannot be downloaded or changed. */
export function providerIdOf(document: Document): Id {
  const id = documentIdOf(document)
  if (id === null) throw new Error(`The document '${document.title}' has no id`)
  return id
}

/** The documents among `documents` whose ids are in `ids`, in list order. */
export function documentsWithIds<D extends Document>(documents: readonly D[], ids: readonly Id[]): D[] {
  const wanted = new Set(ids.map(String))
  return documents.filter((document) => wanted.has(String(rowIdOf(document))))
}
