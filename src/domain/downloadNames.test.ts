import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  DOWNLOAD_EXTENSIONS,
  documentFileName,
  downloadedDocumentFileName,
  downloadFileNames,
  sanitizeFileName,
} from './files'

/**
 * Types a system runs or renders as active content (programs, scripts, shortcuts, HTML and SVG, and the
 * macro-enabled Office files): never kept, whatever the provider names them. The portal keeps an allowlist
 * (DOWNLOAD_EXTENSIONS); this is the list the property test proves becomes '.bin'.
 */
const ACTIVE_FILE_EXTENSIONS = [
  ...['exe', 'msi', 'bat', 'cmd', 'ps1', 'vbs', 'js', 'jar', 'hta'],
  ...['html', 'htm', 'svg', 'lnk', 'docm', 'xlsm', 'pptm'],
] as const

/** Download names keep only the file types the portal hands out, and names Windows would mis-save are made safe. */
describe('download extensions', () => {
  it('keep every type an investor receives or sends, and no active one', () => {
    // The list of the hardening review: a type left out here is a file nothing opens ('Agreement.doc' was saved
    // as 'Agreementdoc.bin').
    expect([...DOWNLOAD_EXTENSIONS].sort()).toEqual(
      [
        ...['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'csv', 'txt', 'rtf', 'zip', 'ics'],
        ...['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tif', 'tiff', 'mp4'],
      ].sort(),
    )
    expect(
      DOWNLOAD_EXTENSIONS.filter((extension) => ACTIVE_FILE_EXTENSIONS.includes(extension as never)),
    ).toEqual([])
  })

  /** An extension written in any mix of letter cases ('Doc', 'XLSM'). */
  const inAnyCase = (extensions: readonly string[]) =>
    fc
      .tuple(fc.constantFrom(...extensions), fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }))
      .map(([extension, upper]) =>
        [...extension].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join(''),
      )
  const bases = fc.string({ unit: 'grapheme', maxLength: 40 })

  it('keeps a received type in any letter case, after any base (property)', () => {
    fc.assert(
      fc.property(bases, inAnyCase(DOWNLOAD_EXTENSIONS), (base, extension) => {
        const saved = sanitizeFileName(`${base}.${extension}`)
        expect(saved.endsWith(`.${extension}`), saved).toBe(true)
        expect(saved.slice(0, -extension.length - 1)).toMatch(/^[\p{L}\p{Nd}_ ]+$/u)
      }),
    )
  })

  it('makes an active type .bin in any letter case, after any base, and keeps no dot before it (property)', () => {
    fc.assert(
      fc.property(bases, inAnyCase(ACTIVE_FILE_EXTENSIONS), (base, extension) => {
        const saved = sanitizeFileName(`${base}.${extension}`)
        expect(saved).toMatch(/^[\p{L}\p{Nd}_ ]+\.bin$/u)
        expect(saved.toLowerCase()).not.toContain(`.${extension.toLowerCase()}`)
      }),
    )
  })

  it.each(DOWNLOAD_EXTENSIONS)('keeps .%s', (extension) => {
    expect(sanitizeFileName(`Q1 Report.${extension}`)).toBe(`Q1 Report.${extension}`)
    expect(sanitizeFileName(`Q1 Report.${extension.toUpperCase()}`)).toBe(
      `Q1 Report.${extension.toUpperCase()}`,
    )
  })

  it.each([
    ['report.pdf.exe', 'reportpdfexe.bin'],
    ['setup.exe', 'setupexe.bin'],
    ['statement.html', 'statementhtml.bin'],
    ['statement.svg', 'statementsvg.bin'],
    ['run.js', 'runjs.bin'],
    ['shortcut.lnk', 'shortcutlnk.bin'],
    ['Budget.xlsm', 'Budgetxlsm.bin'],
    ['.exe', 'exe.bin'],
  ])('makes any other extension .bin: %s → %s', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected)
  })

  it.each([
    ['CON', 'CON_'],
    ['con.pdf', 'con_.pdf'],
    ['nul.txt', 'nul_.txt'],
    ['NUL.zip', 'NUL_.zip'],
    ['COM1.xlsx', 'COM1_.xlsx'],
    ['lpt9', 'lpt9_'],
    ['report.pdf. . ', 'report.pdf'],
    ['report.exe...', 'reportexe.bin'],
    ['report.exe \u3000', 'reportexe.bin'],
    ['name.pdf:stream', 'namepdfstream'],
    ['name.pdf::$DATA', 'namepdfDATA'],
    ['name.exe:stream.pdf', 'nameexestream.pdf'],
    ['..\\..\\Windows\\evil.bat', 'Windowsevilbat.bin'],
  ])('makes a Windows trick safe: %s → %s', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected)
    expect(sanitizeFileName(sanitizeFileName(name))).toBe(expected)
  })

  it('applies to a document named by its title and file type', () => {
    expect(documentFileName('Q3 report', 'exe')).toBe('Q3 reportexe.bin')
    expect(documentFileName('Capital call.pdf', 'pdf')).toBe('Capital call.pdf')
    expect(documentFileName('CON', 'pdf')).toBe('CON_.pdf')
  })

  it("applies to the provider's name of a single download", () => {
    const document = { title: 'Capital call', fileType: 'pdf' }
    expect(downloadedDocumentFileName('attachment; filename="invoice.pdf.exe"', document)).toBe(
      'invoicepdfexe.bin',
    )
    expect(downloadedDocumentFileName("attachment; filename*=UTF-8''nul.txt", document)).toBe('nul_.txt')
    expect(downloadedDocumentFileName('attachment; filename="statement"', document)).toBe('statement.pdf')
    expect(downloadedDocumentFileName(null, { title: 'Setup', fileType: 'scr' })).toBe('Setupscr.bin')
  })

  it('applies to the names of a bulk download, which stay distinct', () => {
    expect(downloadFileNames(['a.exe', 'a.bin', 'A.EXE', 'b.pdf'])).toEqual([
      'aexe.bin',
      'a.bin',
      'AEXE (1).bin',
      'b.pdf',
    ])
  })
})
