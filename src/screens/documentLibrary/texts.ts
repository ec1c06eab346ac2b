import { countOf, type CountFormat, pageTitleTexts } from '../../domain'

/**
 * Texts of the documents, data rooms and home screens that the specification does not give (field labels,
 * counts, progress). Every text the spec gives comes from src/domain; nothing here restates one.
 */
export const documentsScreenTexts = {
  title: pageTitleTexts.documents,
  gridLabel: 'Documents',
  filtersLabel: 'Filter documents',
  investorAccounts: 'Investor Accounts',
  investorAccountEntity: 'Investor Account',
  funds: 'Funds',
  fundEntity: 'Fund',
  chooseFunds: 'Choose funds',
  documentTypes: 'Document Types',
  documentTypeEntity: 'Document Type',
  documentSubtypes: 'Document Subtypes',
  documentSubtypeEntity: 'Document Subtype',
  timeRange: 'Time Range',
  publishDates: 'Publish dates',
  readFilter: 'Show',
  fileName: 'File name',
  fileNamePlaceholder: 'Search by file name',
  total: (count: number, format?: CountFormat): string => countOf(count, 'document', format),
  selected: (count: number): string => `${count} selected`,
  empty: 'No documents match these filters.',
  loading: 'Loading documents',
  bulkActions: 'Bulk actions',
  downloading: (done: number, total: number): string =>
    `Downloading ${done} of ${countOf(total, 'document')}`,
  zipping: 'Preparing the zip file',
  markingRead: (done: number, total: number): string =>
    `Marking ${done} of ${countOf(total, 'document')} as read`,
  markedReadPartly: (succeeded: number, total: number): string =>
    `${succeeded} of ${total} documents were marked as read. The others are still selected.`,
  cancel: 'Cancel',
} as const
