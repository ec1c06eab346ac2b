import { describe, expect, it } from 'vitest'
import { hostileCorpus } from '../../mocks/hostile'
import {
  documentManifestEntry,
  manifestCsv,
  packageEntryNames,
  packageQuarter,
  recentPackageQuarters,
  SPREADSHEET_CELL_MAX,
  type ManifestEntry,
} from './quarterPackage'
import { quarterPackageTexts } from './texts/quarterPackage'
import { readManifestCsv } from './testing/manifestCsv'
import type { Document } from './entities/document'

const entry = (changes: Partial<ManifestEntry> = {}): ManifestEntry => ({
  fileName: 'Statement.pdf',
  title: 'Statement',
  documentId: 7,
  fund: 'Fund I',
  account: 'All Investors',
  type: 'Financial Statements',
  publishDate: '2026-10-15',
  bytes: 1234,
  sha256: 'ab'.repeat(32),
  status: 'included',
  ...changes,
})

describe('packageQuarter', () => {
  it("covers the documents published after the quarter's end, to the end of the next quarter", () => {
    expect(packageQuarter('2026-09-30')).toEqual({
      reportingDate: '2026-09-30',
      label: 'Q3 2026',
      publishedFrom: '2026-10-01',
      publishedTo: '2026-12-31',
    })
    expect(packageQuarter('2025-12-31')).toMatchObject({
      publishedFrom: '2026-01-01',
      publishedTo: '2026-03-31',
    })
    expect(packageQuarter('2024-03-31T00:00:00')).toMatchObject({
      label: 'Q1 2024',
      publishedTo: '2024-06-30',
    })
  })

  it('is none for a date that is not a quarter end', () => {
    for (const date of ['2026-09-29', '2026-08-31', 'soon', '', null, undefined])
      expect(packageQuarter(date)).toBeNull()
  })
})

describe('recentPackageQuarters', () => {
  it('offers the quarters ended by today, newest first, across years', () => {
    expect(recentPackageQuarters(new Date(2026, 1, 10), 3).map((quarter) => quarter.label)).toEqual([
      'Q4 2025',
      'Q3 2025',
      'Q2 2025',
    ])
    // The last day of a quarter has not ended it yet.
    expect(recentPackageQuarters(new Date(2026, 2, 31), 1)[0]!.label).toBe('Q4 2025')
  })
})

describe('manifestCsv', () => {
  it('is UTF-8 CSV with a byte-order mark, a heading row, CRLF line ends and quoted text', () => {
    const csv = manifestCsv([
      entry(),
      entry({ status: 'failed', bytes: null, sha256: null, documentId: null }),
    ])
    const lines = csv.slice(1).split('\r\n')
    expect(csv.startsWith('\ufeff')).toBe(true)
    expect(lines[0]).toBe(quarterPackageTexts.manifestColumns.map((column) => `"${column}"`).join(','))
    expect(lines[1]).toBe(
      `"Statement.pdf","Statement","7","Fund I","All Investors","Financial Statements","2026-10-15",1234,${'ab'.repeat(32)},"Included"`,
    )
    expect(lines[2]).toBe(
      `"Statement.pdf","Statement","","Fund I","All Investors","Financial Statements","2026-10-15",,,"${quarterPackageTexts.failed}"`,
    )
    expect(lines[3]).toBe('')
  })

  it('keeps every string of the hostile corpus in its own field, never one a spreadsheet would run', () => {
    for (const text of hostileCorpus) {
      const csv = manifestCsv([entry({ fund: text, title: text })])
      const [, fields] = readManifestCsv(csv)
      expect(fields).toHaveLength(quarterPackageTexts.manifestColumns.length)
      expect(fields![3]).not.toMatch(/^[=+\-@\t\r]/u)
      expect(fields![3]).toBe(fields![1])
    }
  })
})

describe('packageEntryNames', () => {
  it('keeps the generated files their names and indexes documents that repeat any name, without regard to case', () => {
    expect(
      packageEntryNames(
        ['ILPA Reporting Template_09302026.xlsx', 'Capital Account Statement_09302026.xlsx'],
        ['Letter.pdf', 'letter.pdf', 'manifest.csv', 'ILPA Reporting Template_09302026.xlsx'],
      ),
    ).toEqual({
      generated: ['ILPA Reporting Template_09302026.xlsx', 'Capital Account Statement_09302026.xlsx'],
      documents: [
        'Letter.pdf',
        'letter (1).pdf',
        'manifest (1).csv',
        'ILPA Reporting Template_09302026 (1).xlsx',
      ],
    })
  })
})

describe('documentManifestEntry', () => {
  it("names a document's fund, account, type and subtype, and its publish date only once it is active", () => {
    const document: Document = {
      actionItem: false,
      markedRead: false,
      documentId: 9,
      title: 'Q3 Letter',
      fundDisplayName: 'Fund II',
      investorAccountName: null,
      documentTypeId: 3,
      documentSubtype: 'Quarterly',
      documentStatus: 'Active',
      publishDateEST: '2026-10-20T08:00:00',
    }
    const types = [{ documentTypeId: 3, name: 'letters', displayName: 'Investor Letters' }]
    expect(documentManifestEntry(document, 'Q3 Letter.pdf', types, { bytes: 10, sha256: 'f' })).toMatchObject(
      {
        fund: 'Fund II',
        account: 'All Investors',
        type: 'Investor Letters / Quarterly',
        publishDate: '2026-10-20',
        status: 'included',
      },
    )
    expect(
      documentManifestEntry({ ...document, documentStatus: 'Pending' }, 'Q3 Letter.pdf', types, null),
    ).toMatchObject({ publishDate: '', status: 'failed', bytes: null })
  })
})

describe('manifestCsv, for the longest names', () => {
  it("cuts a field to Excel's 32,767 characters with an ellipsis, never inside a character", () => {
    const [, fields] = readManifestCsv(manifestCsv([entry({ title: 'a' + '\u{1F4BC}'.repeat(20_000) })]))
    const title = fields![1]!
    expect(title).toHaveLength(SPREADSHEET_CELL_MAX - 1)
    expect(title.endsWith('\u{1F4BC}\u2026')).toBe(true)
  })
})
