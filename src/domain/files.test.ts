import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  defaultReportFileName,
  documentFileName,
  DOWNLOAD_EXTENSIONS,
  MAX_FILE_NAME_BASE_BYTES,
  UNKNOWN_FILE_EXTENSION,
  downloadedDocumentFileName,
  downloadFileNames,
  fileNameFromContentDisposition,
  reportFileName,
  sanitizeFileName,
  splitExtension,
  uniqueFileNames,
  withDuplicateIndex,
  xlsxFileName,
} from './files'
import { hostileCorpus } from '../../mocks/hostile'

/** The extensions a saved name may end in: the allowlist, and '.bin' for any other. */
const ALLOWED_EXTENSIONS = new Set<string>([...DOWNLOAD_EXTENSIONS, UNKNOWN_FILE_EXTENSION])
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const DEVICE_NAME = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i

/** The faults of a saved file name, if any (spec §5, and what Windows, macOS and Linux refuse or mislead with). */
function nameFaults(name: string): string[] {
  const faults: string[] = []
  const split = splitExtension(name)
  const extension = split.extension
  // What follows the sanitised base: a duplicate's ' (n)', a report's '_MMddyyyy'.
  const base = split.base.replace(/ \(\d+\)$|_\d{8}$/, '')
  if (!/^[\p{L}\p{Nd}_ ]+$/u.test(base))
    faults.push('a base of other than letters, digits, underscore and space')
  if (extension !== null && !ALLOWED_EXTENSIONS.has(extension.toLowerCase()))
    faults.push(`extension ${extension}`)
  if (/[\\/]/.test(name)) faults.push('a path separator')
  if (DEVICE_NAME.test(base.trim())) faults.push('a device name')
  if (/[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\u2028\u2029]/u.test(name))
    faults.push('a control, bidi, invisible or surrogate character')
  if (base !== base.trim()) faults.push('surrounding spaces')
  if (new TextEncoder().encode(base).length > MAX_FILE_NAME_BASE_BYTES) faults.push('a base over 200 bytes')
  if (LONE_SURROGATE.test(name)) faults.push('not valid UTF-16 (a lone surrogate)')
  return faults
}

/** A content-disposition naming the file by RFC 5987 (a lone surrogate is sent as UTF-8 sends it, U+FFFD). */
const dispositionOf = (name: string) =>
  `attachment; filename*=UTF-8''${[...new TextEncoder().encode(name)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`

describe('every hostile string as a file name', () => {
  it('gives a safe name as a title, a name, a provider-sent name and a report name', () => {
    for (const text of hostileCorpus) {
      const label = JSON.stringify(text.slice(0, 60))
      const names = [
        sanitizeFileName(text),
        sanitizeFileName(`${text}.pdf`),
        documentFileName(text, 'pdf'),
        documentFileName(text, 'exe'),
        downloadedDocumentFileName(dispositionOf(text), { title: text, fileType: 'xlsx' }),
        downloadedDocumentFileName(dispositionOf(`${text}.pdf`), { title: text, fileType: 'pdf' }),
      ]
      for (const name of names)
        expect.soft(nameFaults(name), `${label} → ${JSON.stringify(name)}`).toEqual([])
      expect(names[2]!.endsWith('.pdf'), label).toBe(true)
      expect(names[3]!.endsWith('.bin'), label).toBe(true)
      const report = reportFileName(text, '2024-03-31')
      expect(nameFaults(report), `${label} → ${JSON.stringify(report)}`).toEqual([])
      expect(report, label).toMatch(/_03312024\.xlsx$/)
    }
  })

  it('gives names a zip can hold side by side, none of them a key of every object', () => {
    const names = downloadFileNames(hostileCorpus)
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(hostileCorpus.length)
    for (const name of names) expect(nameFaults(name), JSON.stringify(name)).toEqual([])
  })
})

describe('sanitizeFileName', () => {
  it('keeps only letters, digits, underscore and space, and the extension', () => {
    expect(sanitizeFileName('Q1/2024: K-1 (Final)*.pdf')).toBe('Q12024 K1 Final.pdf')
    expect(sanitizeFileName('Capital_Account Statement.xlsx')).toBe('Capital_Account Statement.xlsx')
    expect(sanitizeFileName('Fund L.P. Statement')).toBe('Fund LP Statement')
    // Windows refuses these names with any extension.
    expect(sanitizeFileName('CON.pdf')).toBe('CON_.pdf')
    expect(sanitizeFileName('nul')).toBe('nul_')
    expect(sanitizeFileName('LPT9.xlsx')).toBe('LPT9_.xlsx')
    expect(sanitizeFileName('Console.pdf')).toBe('Console.pdf')
    expect(sanitizeFileName('COM10.pdf')).toBe('COM10.pdf')
    expect(sanitizeFileName('a.b.pdf')).toBe('ab.pdf')
  })
  it('keeps letters of any script', () => {
    expect(sanitizeFileName('Société Générale – Rapport.pdf')).toBe('Société Générale  Rapport.pdf')
  })
  it('falls back to a name when nothing is left', () => {
    expect(sanitizeFileName('***.pdf')).toBe('download.pdf')
    expect(sanitizeFileName('')).toBe('download')
    expect(sanitizeFileName(undefined)).toBe('download')
  })
  it('cuts a long base to 200 bytes of UTF-8, whole characters only, and keeps the extension', () => {
    expect(sanitizeFileName(`${'Report '.repeat(1430)}End.pdf`)).toBe(`${'Report '.repeat(28)}Repo.pdf`)
    const cut = sanitizeFileName(`${'Straße'.repeat(100)}.pdf`)
    expect(new TextEncoder().encode(splitExtension(cut).base).length).toBeLessThanOrEqual(200)
    expect(cut).toMatch(/^(Straße)+Str?a?ß?e?\.pdf$/)
    const ideographs = sanitizeFileName(`${'名'.repeat(100)}.pdf`)
    expect(ideographs).toBe(`${'名'.repeat(66)}.pdf`)
  })

  it('splits only real extensions', () => {
    expect(splitExtension('report.PDF')).toEqual({ base: 'report', extension: 'PDF' })
    expect(splitExtension('report.')).toEqual({ base: 'report.', extension: null })
    expect(splitExtension('report.averyveryverylongext')).toEqual({
      base: 'report.averyveryverylongext',
      extension: null,
    })
  })

  const names = fc.string({ unit: 'grapheme', maxLength: 30 })

  it('always gives a name of kept characters with an optional extension (property)', () => {
    fc.assert(
      fc.property(names, (name) => {
        expect(sanitizeFileName(name)).toMatch(/^[\p{L}\p{Nd}_ ]+(\.[A-Za-z0-9]{1,10})?$/u)
      }),
    )
  })

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(names, (name) => {
        const once = sanitizeFileName(name)
        expect(sanitizeFileName(once)).toBe(once)
      }),
    )
  })
})

describe('duplicate names', () => {
  it("get ' (1)', ' (2)' before the extension", () => {
    expect(uniqueFileNames(['a.pdf', 'a.pdf', 'b.pdf', 'a.pdf'])).toEqual([
      'a.pdf',
      'a (1).pdf',
      'b.pdf',
      'a (2).pdf',
    ])
    expect(uniqueFileNames(['notes', 'notes'])).toEqual(['notes', 'notes (1)'])
    expect(withDuplicateIndex('x.tar', 3)).toBe('x (3).tar')
  })
  it('do not collide with a name that already carries an index, nor differ only by case', () => {
    expect(uniqueFileNames(['a (1).pdf', 'a.pdf', 'a.pdf'])).toEqual(['a (1).pdf', 'a.pdf', 'a (2).pdf'])
    expect(uniqueFileNames(['Report.pdf', 'report.pdf'])).toEqual(['Report.pdf', 'report (1).pdf'])
  })
  it('sanitise then de-duplicate a bulk download', () => {
    expect(downloadFileNames(['K-1.pdf', 'K1.pdf', null])).toEqual(['K1.pdf', 'K1 (1).pdf', 'download'])
  })

  it('are all distinct; a name not yet taken is kept, a taken one gets " (n)" before its extension (property)', () => {
    const names = fc.constantFrom('a.pdf', 'A.pdf', 'a (1).pdf', 'b', 'b (1)', 'c.xlsx')
    fc.assert(
      fc.property(fc.array(names, { maxLength: 30 }), (list) => {
        const unique = uniqueFileNames(list)
        expect(unique).toHaveLength(list.length)
        expect(new Set(unique.map((n) => n.toLowerCase())).size).toBe(unique.length)
        unique.forEach((name, i) => {
          const original = list[i]!
          const taken = unique.slice(0, i).some((n) => n.toLowerCase() === original.toLowerCase())
          if (!taken) expect(name).toBe(original)
          else
            expect(name).toMatch(
              new RegExp(`^${splitExtension(original).base.replace(/[()]/g, '\\$&')} \\(\\d+\\)`),
            )
          expect(splitExtension(name).extension).toBe(splitExtension(original).extension)
        })
      }),
    )
  })
})

describe('document and report names', () => {
  it('adds the file type to a document title unless it is there', () => {
    expect(documentFileName('Q1 Report', 'pdf')).toBe('Q1 Report.pdf')
    expect(documentFileName('Q1 Report.PDF', '.pdf')).toBe('Q1 Report.PDF')
    expect(documentFileName('Q1: Report', null)).toBe('Q1 Report')
    expect(documentFileName(null, 'xlsx')).toBe('download.xlsx')
  })
  it('uses month-day-year dates', () => {
    expect(reportFileName('Capital Account Statement', '2024-03-31')).toBe(
      'Capital Account Statement_03312024.xlsx',
    )
    expect(reportFileName('Cash/Flow', new Date(2024, 0, 2), 'zip')).toBe('CashFlow_01022024.zip')
    expect(reportFileName('**', 'bad date')).toBe('download.xlsx')
  })
  it("defaults an xlsx answer to 'Report_MMddyyyy.xlsx'", () => {
    expect(defaultReportFileName(new Date(2024, 6, 4))).toBe('Report_07042024.xlsx')
    expect(defaultReportFileName(new Date(Number.NaN))).toBe('Report.xlsx')
    expect(xlsxFileName(null, new Date(2024, 6, 4))).toBe('Report_07042024.xlsx')
    expect(xlsxFileName('attachment; filename="SOI.xlsx"', new Date(2024, 6, 4))).toBe('SOI.xlsx')
  })
})

describe("one downloaded document's name", () => {
  const statement = { title: 'Apex Fund - Capital Call Notice No. 3', fileType: 'pdf' }
  const named = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`

  it("is the provider's content-disposition name when it sends one", () => {
    expect(downloadedDocumentFileName(named('Notice 3.pdf'), statement)).toBe('Notice 3.pdf')
    expect(downloadedDocumentFileName('attachment; filename="K-1 2025.xlsx"', statement)).toBe('K1 2025.xlsx')
  })
  it("is otherwise the title with the extension of its file type, never the reports' default name", () => {
    expect(downloadedDocumentFileName(null, statement)).toBe('Apex Fund  Capital Call Notice No 3.pdf')
    expect(downloadedDocumentFileName('', { title: 'Q3 Letter', fileType: 'xlsx' })).toBe('Q3 Letter.xlsx')
    expect(downloadedDocumentFileName('inline', statement)).toBe('Apex Fund  Capital Call Notice No 3.pdf')
    expect(downloadedDocumentFileName(null, statement)).not.toMatch(/^Report_\d{8}\.xlsx$/)
  })
  it("adds the file type to a provider's name without an extension", () => {
    expect(downloadedDocumentFileName(named('Notice 3'), statement)).toBe('Notice 3.pdf')
  })
  it("falls back to the title when nothing of the provider's name survives sanitising", () => {
    expect(downloadedDocumentFileName(named('***.pdf'), statement)).toBe(
      'Apex Fund  Capital Call Notice No 3.pdf',
    )
  })
  it('sanitises hostile titles and names either way', () => {
    const hostile = '<script>alert(1)</script> ../../etc/passwd Statement'
    expect(downloadedDocumentFileName(null, { title: hostile, fileType: 'pdf' })).toBe(
      'scriptalert1script etcpasswd Statement.pdf',
    )
    expect(downloadedDocumentFileName(named(`${hostile}.pdf`), statement)).toBe('passwd Statement.pdf')
    expect(downloadedDocumentFileName(null, { title: 'CON', fileType: 'pdf' })).toBe('CON_.pdf')
    expect(downloadedDocumentFileName(null, { title: '', fileType: 'pdf' })).toBe('download.pdf')
    expect(
      downloadedDocumentFileName(null, { title: 'Invoice \u202Efdp.exe\u202C Q3', fileType: 'pdf' }),
    ).toBe('Invoice fdpexe Q3.pdf')
  })
  it('is always a safe name ending in the file type when the provider sends none', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.constantFrom('pdf', 'xlsx', 'docx'),
        (title, fileType) => {
          const name = downloadedDocumentFileName(null, { title, fileType })
          expect(name).toMatch(/^[\p{L}\p{Nd}_ ]+\.[A-Za-z]+$/u)
          expect(name.toLowerCase().endsWith(`.${fileType}`)).toBe(true)
        },
      ),
    )
  })
})

describe('content-disposition', () => {
  it.each([
    ['attachment; filename="Report Q1.xlsx"', 'Report Q1.xlsx'],
    ['attachment; filename=Report.xlsx', 'Report.xlsx'],
    ['attachment; filename=Report.xlsx; size=10', 'Report.xlsx'],
    ['attachment;filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
    ["attachment; filename*=UTF-8''R%C3%A9sum%C3%A9%20Q1.xlsx", 'Résumé Q1.xlsx'],
    ['attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'pr%C3%A9f%C3%A9r%C3%A9.xlsx', 'préféré.xlsx'],
    ["attachment; filename*=utf-8'en'simple.xlsx", 'simple.xlsx'],
    ["attachment; filename*=ISO-8859-1''caf%E9.pdf", 'café.pdf'],
    ['attachment; FILENAME="Upper.pdf"', 'Upper.pdf'],
    ['attachment; filename="C:\\\\temp\\\\evil.pdf"', 'evil.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name)
  })

  it.each([
    [null],
    [undefined],
    [''],
    ['inline'],
    ['attachment; filename='],
    ['attachment; filename=""'],
    ["attachment; filename*=UTF-8''%E0%A4%A"],
    ['attachment; name="x.pdf"'],
  ])('malformed or missing %s gives null', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeNull()
  })

  it('falls back to the plain filename when filename* cannot be decoded', () => {
    expect(
      fileNameFromContentDisposition('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="plain.pdf"'),
    ).toBe('plain.pdf')
  })

  it('never throws (property)', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const name = fileNameFromContentDisposition(`attachment; filename${header}`)
        expect(name === null || typeof name === 'string').toBe(true)
      }),
    )
  })
})
