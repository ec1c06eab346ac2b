import {
  DOCUMENT_TIME_RANGES,
  emptyDocumentFilters,
  isOneOf,
  paths,
  READ_FILTERS,
  toIsoDate,
  type DocumentFilters,
  type DocumentTimeRange,
  type ReadFilter,
} from '../../domain'

/** Query parameters of a link into the documents screen with some filters set. */
export const documentsLinkParams = {
  status: 'status',
  timePeriod: 'timePeriod',
  start: 'start',
  end: 'end',
  fileName: 'fileName',
} as const

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

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  isOneOf(values, value) ? value : null

/** The filters a link asks for, the defaults for the rest; unknown values are ignored. */
export function documentFiltersFromLink(params: URLSearchParams): DocumentFilters {
  const filters = emptyDocumentFilters()
  const get = (key: keyof typeof documentsLinkParams) => params.get(documentsLinkParams[key])
  const timePeriod = oneOf(DOCUMENT_TIME_RANGES, get('timePeriod'))
  return {
    ...filters,
    status: oneOf(READ_FILTERS, get('status')) ?? filters.status,
    fileName: get('fileName') ?? filters.fileName,
    timeRange: timePeriod
      ? {
          timePeriod,
          start: timePeriod === 'EXACTRANGE' ? toIsoDate(get('start')) : null,
          end: timePeriod === 'EXACTRANGE' ? toIsoDate(get('end')) : null,
        }
      : filters.timeRange,
  }
}
