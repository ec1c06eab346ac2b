import { paths, type DocumentTimeRange, type ReadFilter } from '../../domain'

export interface DocumentsLink {
  status?: ReadFilter
  timePeriod?: DocumentTimeRange
  start?: string
  end?: string
  fileName?: string
}

/** '/documents?status=Action+Items': the documents screen opened on a read filter (the home notice). */
export function documentsHref(link: DocumentsLink = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(link)) if (value) params.set(key, value)
  const query = params.toString()
  return query ? `${paths.documents}?${query}` : paths.documents
}
