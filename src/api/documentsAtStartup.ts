// The documents service's calls that start-up makes (spec §7 "At startup…"): apart from the rest of the service,
// so the first load carries only these two.
import type { DocumentType } from '../domain/entities/documentType'
import { callTo, requestJson, type CallOptions } from './client'
import { documentsEndpoints as endpoints } from './endpoints/documents'

/** GET the document types, ?sortColumn=name. */
export const getDocumentTypes = ({ signal }: CallOptions = {}): Promise<DocumentType[]> =>
  requestJson({ ...callTo(endpoints.documentTypes), query: { sortColumn: 'name' }, signal }, () => [])

/** POST for how many documents require action. */
export const getActionRequiredCount = (
  filter: Record<string, unknown> = {},
  { signal }: CallOptions = {},
): Promise<number> => requestJson({ ...callTo(endpoints.actionRequiredCount), body: filter, signal }, () => 0)
