import { Unzip, UnzipPassThrough, unzipSync } from 'fflate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, type DownloadedFile } from '../../api'
import { downloadFileNames, type Document } from '../../domain'
import { hostileCorpus } from '../../../mocks/hostile'
import { zipDocuments } from './zipDocuments'
import { zipFile } from '../kit/zip/zipFile'

const text = new TextEncoder()
const read = new TextDecoder()

/** Every entry of a zip in order, read with a stream so that no name becomes an object key. */
function entriesOf(zipped: Uint8Array): Array<[string, string]> {
  const entries: Array<[string, string]> = []
  const unzip = new Unzip((file) => {
    file.ondata = (error, data) => {
      if (error) throw error
      entries.push([file.name, read.decode(data)])
    }
    file.start()
  })
  unzip.register(UnzipPassThrough)
  unzip.push(zipped, true)
  return entries
}

/** The names unzipSync sees, through its filter (its result is a plain object too). */
function namesOf(zipped: Uint8Array): string[] {
  const names: string[] = []
  unzipSync(zipped, { filter: (file) => (names.push(file.name), true) })
  return names
}

const objectKeys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']

describe('zip file', () => {
  it('keeps entries whose names are those of object properties, each with its own content', () => {
    const zipped = zipFile(
      new Map([...objectKeys, 'Capital call.pdf'].map((name) => [name, text.encode(name)])),
    )
    expect(namesOf(zipped)).toEqual([...objectKeys, 'Capital call.pdf'])
    expect(entriesOf(zipped)).toEqual([...objectKeys, 'Capital call.pdf'].map((name) => [name, name]))
  })

  it('holds every hostile string, sanitised and de-duplicated as a bulk download names it, once each', () => {
    const names = downloadFileNames(hostileCorpus.map((title) => `${title}.pdf`))
    const zipped = zipFile(new Map(names.map((name, i) => [name, text.encode(String(i))])))
    expect(entriesOf(zipped)).toEqual(names.map((name, i) => [name, String(i)]))
    expect(namesOf(zipped)).toEqual(names)
  })

  it('writes an empty zip for no entries', () => {
    expect(namesOf(zipFile(new Map()))).toEqual([])
  })
})

describe('bulk download', () => {
  afterEach(() => vi.restoreAllMocks())

  it('zips documents titled __proto__, constructor and toString as distinct files', async () => {
    vi.spyOn(api.documents, 'downloadDocument').mockImplementation((_id, document): Promise<DownloadedFile> =>
      Promise.resolve({ fileName: 'x', blob: new Blob([`content of ${document.title ?? ''}`]) }),
    )
    const documents = ['__proto__', 'constructor', 'toString', '__proto__'].map(
      (title, index) =>
        ({ id: index + 1, documentId: `d-${index + 1}`, title, fileType: '' }) as unknown as Document,
    )
    const file = await zipDocuments(documents)
    const zipped = new Uint8Array(await file.blob.arrayBuffer())
    expect(entriesOf(zipped)).toEqual([
      ['__proto__', 'content of __proto__'],
      ['constructor', 'content of constructor'],
      ['toString', 'content of toString'],
      ['__proto__ (1)', 'content of __proto__'],
    ])
  })
})
