import { latestCompletedQuarterIndex } from './seed/dates'
import { buildDocumentTable, type DocumentTable } from './seed/documents'
import { mockState } from './state'

/** The seeded book as of the state's day, generated once per day (a few milliseconds). */
export interface Dataset {
  day: string
  latestQuarter: number
  documents: DocumentTable
}

let cached: Dataset | null = null

export function dataset(): Dataset {
  const day = mockState.today.toISOString().slice(0, 10)
  if (cached?.day !== day) {
    cached = {
      day,
      latestQuarter: latestCompletedQuarterIndex(mockState.today),
      documents: buildDocumentTable(mockState.today),
    }
  }
  return cached
}
