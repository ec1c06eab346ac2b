import { describe, expect, it } from 'vitest'
import {
  DOWNLOAD_EXTENSIONS,
  documentFileName,
  downloadedDocumentFileName,
  downloadFileNames,
  sanitizeFileName,
} from './files'

/** Download names keep only the file types the portal hands out, and names Windows would mis-save are made safe. */
describe('download extensions', () => {
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
    ['notes.txt', 'notestxt.bin'],
    ['.exe', 'exe.bin'],
  ])('makes any other extension .bin: %s → %s', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected)
  })

  it.each([
    ['CON', 'CON_'],
    ['con.pdf', 'con_.pdf'],
    ['nul.txt', 'nultxt.bin'],
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
    expect(downloadedDocumentFileName("attachment; filename*=UTF-8''nul.txt", document)).toBe('nultxt.bin')
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
