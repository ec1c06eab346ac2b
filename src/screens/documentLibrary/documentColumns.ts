import type { DataGridColumn } from '../../components'
import {
  documentColumns,
  fundDisplayNameOf,
  investorAccountNameOf,
  publishDateOf,
  type DateFormat,
  type Document,
} from '../../domain'

const header = (key: (typeof documentColumns)[number]['key']): string =>
  documentColumns.find((column) => column.key === key)?.label ?? ''

/**
 * NAME, FUND, INVESTOR ACCOUNT and PUBLISH DATE (spec §2.5), every one sortable; the read indicator, select,
 * action-flag and download columns are the grid's own. Cells read the provider's documents through the domain
 * (fund and account fallbacks, 'N/A' unless Active), so no row is copied to be shown.
 */
export const documentGridColumns = (dateFormat: DateFormat): DataGridColumn<Document>[] => [
  { key: 'title', header: header('title'), sortable: true, value: (document) => document.title },
  {
    key: 'fundDisplayName',
    header: header('fundDisplayName'),
    sortable: true,
    width: 300,
    value: fundDisplayNameOf,
  },
  {
    key: 'investorAccountName',
    header: header('investorAccountName'),
    sortable: true,
    width: 250,
    value: investorAccountNameOf,
  },
  {
    key: 'publishDate',
    header: header('publishDate'),
    sortable: true,
    width: 168,
    value: (document) => publishDateOf(document, dateFormat),
  },
]
