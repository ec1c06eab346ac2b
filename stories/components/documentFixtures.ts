import { toDocumentRow, type CashFlowRow, type Document, type DocumentRow } from '../../src/domain'
import { accountNames, frozenList, fundNames } from './fixtures'

const kinds = Object.freeze([
  'Capital Call Notice',
  'Distribution Notice',
  'Quarterly Report',
  'Capital Account Statement',
  'Annual Financial Statements',
  'K-1 Tax Package',
])

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T

/** Deterministic documents, new on each call: every 7th pending, every 5th an action item, every 3rd read. */
export function makeDocuments(count: number, offset = 0): Document[] {
  return Array.from({ length: count }, (_, position) => {
    const n = offset + position
    const day = 1 + (n % 28)
    const month = 1 + (Math.floor(n / 28) % 12)
    return {
      documentId: n + 1,
      title: `${pick(kinds, n)} – ${pick(fundNames, n)} #${String(n + 1).padStart(5, '0')}`,
      actionItem: n % 5 === 0,
      markedRead: n % 3 === 0,
      fundDisplayName: pick(fundNames, n),
      investorAccountName: n % 11 === 0 ? null : pick(accountNames, n),
      fileType: 'pdf',
      publishDate: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T12:00:00`,
      documentStatus: n % 7 === 3 ? 'Pending' : 'Active',
    }
  })
}

export const makeDocumentRows = (count: number, offset = 0): DocumentRow[] =>
  makeDocuments(count, offset).map((document) => toDocumentRow(document))

const categories = Object.freeze([
  'Fund Investments',
  'Management Fee',
  'Return of Capital',
  'Realized Capital Gain (Loss)',
])

/** Deterministic cash flows with contributions as negative amounts (frozen, as the fixtures' lists are). */
export const cashFlows: readonly CashFlowRow[] = frozenList(
  Array.from({ length: 12 }, (_, n) => ({
    investorName: pick(accountNames, n),
    currency: 'USD',
    date: `2026-${String(1 + (n % 9)).padStart(2, '0')}-${String(5 + n).padStart(2, '0')}`,
    type: n % 2 === 0 ? 'Contribution' : 'Distribution',
    category: pick(categories, n),
    amount: (n % 2 === 0 ? -1 : 1) * (125_000 + n * 48_250.75),
  })),
)
