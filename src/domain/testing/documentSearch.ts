import type { DocumentSearchRequest } from '../documentSearch'

/**
 * Test data: the body of an investor's first library search as spec §7 states it (paging from 1 by 50, newest
 * first, active documents only), with the fields a test cares about laid over it.
 */
export const librarySearch = (overrides: Partial<DocumentSearchRequest> = {}): DocumentSearchRequest => ({
  start: 1,
  count: 50,
  sortKey: 'publishDate',
  sortDirection: 'DESC',
  documentStatuses: ['A'],
  isAdmin: false,
  ...overrides,
})
