import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  documentFileName,
  documentIdOf,
  DOWNLOAD_EXTENSIONS,
  MAX_FILE_NAME_BASE_BYTES,
  splitExtension,
  UNKNOWN_FILE_EXTENSION,
  type Document,
} from '../domain'
import { librarySearch } from '../domain/testing/documentSearch'
import { contentDisposition } from '../../mocks/files/disposition'
import { hostileCorpus } from '../../mocks/hostile'
import { server } from '../../mocks/node'
import { MOCK_REFERENCE_DATE } from '../../mocks/seed/dates'
import { mockState, resetMockState } from '../../mocks/state'
import { api, configureApi, resetApiContext } from '.'

/**
 * One document downloaded (the documents grid, a fund's documents, a data room): saved under the provider's
 * content-disposition name, or else under its title and file type. The embedded provider names even-numbered
 * documents and serves odd-numbered ones bare, so both ways run against it.
 */
const today = new Date(`${MOCK_REFERENCE_DATE}T12:00:00Z`)
/** What a saved file name may hold (spec §5): letters, digits, underscore, space, one extension. */
const SAFE_NAME = /^[\p{L}\p{Nd}_ ]+\.[A-Za-z0-9]{1,10}$/u
const ALLOWED_EXTENSIONS: ReadonlyArray<string | null> = [...DOWNLOAD_EXTENSIONS, UNKNOWN_FILE_EXTENSION]
const REPORT_DEFAULT_NAME = /^Report_\d{8}\.xlsx$/

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetMockState('investor')
  configureApi({
    baseUrl: 'http://provider.test/api',
    now: () => today,
    entitledUserId: 'u-investor',
    investorAccountGroupId: 'ALL',
  })
})
afterEach(() => {
  server.resetHandlers()
  resetApiContext()
})
afterAll(() => server.close())

const idOf = (document: Document) => Number(documentIdOf(document))
const download = (document: Document) => api.documents.downloadDocument(idOf(document), document)

async function libraryPage(): Promise<Document[]> {
  const { results } = await api.documents.searchDocuments(librarySearch())
  return results
}

/** The first documents of the page served bare (odd ids) and named (even ids), of each file type. */
const servedBare = (documents: Document[]) => documents.filter((d) => idOf(d) % 2 === 1)
const servedNamed = (documents: Document[]) => documents.filter((d) => idOf(d) % 2 === 0)

describe("one document's saved name", () => {
  it('is its title with the extension of its file type when the provider sends no name', async () => {
    const bare = servedBare(await libraryPage())
    const pdf = bare.find((d) => d.fileType === 'pdf')!
    const workbook = bare.find((d) => d.fileType === 'xlsx')!
    for (const document of [pdf, workbook]) {
      const file = await download(document)
      expect(file.fileName).toBe(documentFileName(document.title, document.fileType))
      expect(file.fileName).not.toMatch(REPORT_DEFAULT_NAME)
    }
    expect((await download(pdf)).fileName).toMatch(/\.pdf$/)
    expect((await download(workbook)).fileName).toMatch(/\.xlsx$/)
  })

  it("is the provider's content-disposition name when it sends one", async () => {
    const named = servedNamed(await libraryPage()).find((d) => d.fileType === 'pdf')!
    server.use(
      http.get(
        '*/documents/v1/documents/:id/download',
        () =>
          new HttpResponse('%PDF', {
            headers: { 'Content-Disposition': 'attachment; filename="Notice from the provider.pdf"' },
          }),
      ),
    )
    expect((await download(named)).fileName).toBe('Notice from the provider.pdf')
  })

  it("is never the reports' default for a PDF served bare", async () => {
    server.use(
      http.get('*/documents/v1/documents/:id/download', () => new HttpResponse('%PDF', { status: 200 })),
    )
    const file = await api.documents.downloadDocument(100001, { title: 'Q3 Letter', fileType: 'pdf' })
    expect(file.fileName).toBe('Q3 Letter.pdf')
  })

  it('is safe and keeps its file type with hostile titles and hostile provider names', async () => {
    mockState.hostile = true
    const page = (await libraryPage()).filter((d) => d.fileType === 'pdf' || d.fileType === 'xlsx')
    const bare = servedBare(page).slice(0, 12)
    const named = servedNamed(page).slice(0, 12)
    expect(bare.length).toBeGreaterThan(3)
    expect(named.length).toBeGreaterThan(3)
    for (const document of [...bare, ...named]) {
      const { fileName } = await download(document)
      expect(fileName).toMatch(SAFE_NAME)
      expect(fileName.endsWith(`.${document.fileType}`)).toBe(true)
    }
    // Bare files are named from the (hostile) titles the search answered; named ones from the provider's names.
    for (const document of bare)
      expect((await download(document)).fileName).toBe(documentFileName(document.title, document.fileType))
  })

  it('is safe and keeps its file type for every hostile string, as a title and as the name the provider sends', async () => {
    let served: string | null = null
    server.use(
      http.get(
        '*/documents/v1/documents/:id/download',
        () =>
          new HttpResponse('%PDF', {
            headers: served === null ? {} : { 'Content-Disposition': contentDisposition(served) },
          }),
      ),
    )
    for (const text of hostileCorpus) {
      for (const [name, fileType] of [
        [null, 'pdf'],
        [text, 'pdf'],
        [`${text}.xlsx`, 'xlsx'],
        [`${text}.exe`, 'pdf'],
      ] as const) {
        served = name
        const { fileName } = await api.documents.downloadDocument(100002, { title: text, fileType })
        const label = `${JSON.stringify(text.slice(0, 60))} → ${JSON.stringify(fileName)}`
        expect(fileName, label).toMatch(SAFE_NAME)
        const { base, extension } = splitExtension(fileName)
        expect(ALLOWED_EXTENSIONS, label).toContain(extension)
        // The file type names a file sent bare; a name's own extension, when allowed, names it otherwise.
        if (name === null || name.endsWith('.xlsx')) expect(extension, label).toBe(fileType)
        expect(new TextEncoder().encode(base).length, label).toBeLessThanOrEqual(MAX_FILE_NAME_BASE_BYTES)
      }
    }
  })
})
