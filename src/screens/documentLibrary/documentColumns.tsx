import styled from 'styled-components'
import { Link, type DataGridColumn } from '../../components'
import {
  documentIdOf,
  documentColumns,
  fundDisplayNameOf,
  investorAccountNameOf,
  publishDateOf,
  type DateFormat,
  type Document,
} from '../../domain'

const header = (key: (typeof documentColumns)[number]['key']): string =>
  documentColumns.find((column) => column.key === key)?.label ?? ''

/** A document's name as a link that still reads as the row's name: bold while unread, cut with an ellipsis. */
const DocumentName = styled(Link)`
  && {
    display: inline;
    font-weight: inherit;
  }
`

/** Where a document's name opens it in the viewer: its address, and what the click notes. */
export interface DocumentOpening {
  href: (document: Document) => string
  onOpen: (document: Document) => void
}

/** A PDF (or a document of no stated type, which the provider serves as one) is read in the portal. */
export const opensInViewer = (document: Document): boolean =>
  documentIdOf(document) !== null && (document.fileType ?? 'pdf').toLowerCase() === 'pdf'

/**
 * NAME, FUND, INVESTOR ACCOUNT and PUBLISH DATE (spec §2.5), every one sortable; the read indicator, select,
 * action-flag and download columns are the grid's own. Cells read the provider's documents through the domain
 * (fund and account fallbacks, 'N/A' unless Active), so no row is copied to be shown.
 */
export const documentGridColumns = (
  dateFormat: DateFormat,
  opening?: DocumentOpening,
): DataGridColumn<Document>[] => [
  opening
    ? {
        key: 'title',
        header: header('title'),
        sortable: true,
        type: 'custom',
        render: (document) =>
          opensInViewer(document) ? (
            <DocumentName
              href={opening.href(document)}
              variant="inline"
              onClick={() => opening.onOpen(document)}
            >
              {document.title}
            </DocumentName>
          ) : (
            document.title
          ),
      }
    : { key: 'title', header: header('title'), sortable: true, value: (document) => document.title },
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
