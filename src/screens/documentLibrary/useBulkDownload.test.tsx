// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { withFaults } from '../../../mocks/faults'
import { server } from '../../../mocks/node'
import { mockState } from '../../../mocks/state'
import { api } from '../../api'
import { NECESSARY_TERMS_NOT_ACCEPTED, successTexts, warningTexts, type Document } from '../../domain'
import { captureSavedFiles, loadTestSession, sessionWrapper, setUpScreenTestProvider } from '../testing'
import { useBulkDownload } from './useBulkDownload'
import { librarySearch } from '../../domain/testing/documentSearch'

setUpScreenTestProvider()

const search = (overrides: Parameters<typeof librarySearch>[0] = {}) =>
  api.documents.searchDocuments(librarySearch(overrides))

/** Documents whose titles need sanitising, one of them twice (same title, so the zip must de-duplicate). */
async function awkwardDocuments(): Promise<Document[]> {
  const { results } = await search({ count: 2000 })
  const unsafe = results.filter((d) => /["<>|*?:/[\]]/.test(d.title) && d.documentTypeId !== 5).slice(0, 3)
  expect(unsafe.length).toBeGreaterThanOrEqual(2)
  return [...unsafe, { ...unsafe[0]! }]
}

describe('Download Selected', () => {
  it('zips the files in the browser under sanitised, de-duplicated names that a real unzip lists', async () => {
    const session = await loadTestSession({ terms: 'accept' })
    const documents = await awkwardDocuments()
    const saved = captureSavedFiles()
    const { result } = renderHook(() => useBulkDownload(), { wrapper: sessionWrapper(session) })
    let outcome = ''
    await act(async () => {
      const running = result.current.start(documents)
      outcome = await running
    })
    saved.stop()
    expect(outcome).toBe('saved')
    expect(session.notifySuccess).toHaveBeenCalledWith(successTexts.documentDownload)
    expect(saved.files).toHaveLength(1)
    const zip = saved.files[0]!
    expect(zip.fileName).toBe('Documents_11162026.zip')
    expect(saved.clicked).toEqual([expect.objectContaining({ download: 'Documents_11162026.zip' })])

    const bytes = new Uint8Array(await zip.blob.arrayBuffer())
    const names = Object.keys(unzipSync(bytes))
    expect(names).toHaveLength(4)
    for (const name of names) expect(name).toMatch(/^[\p{L}\p{Nd}_ ]+( \(\d+\))?\.(pdf|xlsx)$/u)
    expect(names[3]).toBe(names[0]!.replace(/\.(\w+)$/, ' (1).$1'))

    // The same zip, written to disk and listed by a real unzip (Python's zipfile).
    const folder = mkdtempSync(join(tmpdir(), 'documents-zip-'))
    try {
      const file = join(folder, zip.fileName)
      writeFileSync(file, bytes)
      const listing = execFileSync('python3', ['-m', 'zipfile', '-l', file], { encoding: 'utf8' })
      for (const name of names) expect(listing).toContain(name)
      execFileSync('python3', ['-m', 'zipfile', '-t', file])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('asks for the terms of every type and fund first and aborts with "Necessary terms have not been accepted"', async () => {
    const session = await loadTestSession({ terms: 'decline' })
    const tax = (await search({ documentTypes: [5], count: 2 })).results
    mockState.requests = []
    const { result } = renderHook(() => useBulkDownload(), { wrapper: sessionWrapper(session) })
    let outcome = ''
    await act(async () => {
      outcome = await result.current.start(tax)
    })
    expect(outcome).toBe('refused')
    expect(session.consentScopes[0]?.documentTypeIds).toEqual([5])
    expect(session.notifyWarning).toHaveBeenCalledWith(NECESSARY_TERMS_NOT_ACCEPTED)
    expect(mockState.requests.filter((r) => r.path.includes('/download'))).toHaveLength(0)
  })

  it('reports progress and stops quietly when cancelled', async () => {
    const session = await loadTestSession({ terms: 'accept' })
    const documents = (await search({ count: 12 })).results.filter((d) => d.documentTypeId !== 5)
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const inFlight: AbortSignal[] = []
    server.use(
      http.get('*/documents/v1/documents/:id/download', async ({ request }) => {
        inFlight.push(request.signal)
        await gate
        return undefined
      }),
    )
    const saved = captureSavedFiles()
    const { result } = renderHook(() => useBulkDownload(), { wrapper: sessionWrapper(session) })
    let running: Promise<string> = Promise.resolve('')
    act(() => void (running = result.current.start(documents)))
    // The first downloads are on their way (four at a time) and held there.
    await waitFor(() => expect(inFlight).toHaveLength(4))
    expect(result.current.state).toEqual({ phase: 'downloading', done: 0, total: documents.length })
    act(() => result.current.cancel())
    // Cancelling aborts the downloads in flight, not only the ones still to start.
    expect(inFlight.every((signal) => signal.aborted)).toBe(true)
    release()
    let outcome = ''
    await act(async () => {
      outcome = await running
    })
    saved.stop()
    expect(outcome).toBe('cancelled')
    expect(result.current.state).toEqual({ phase: 'idle' })
    expect(saved.files).toHaveLength(0)
    expect(session.notifyWarning).not.toHaveBeenCalled()
    // At most the first four (in flight when cancelled) were fetched.
    expect(mockState.requests.filter((r) => r.path.includes('/download')).length).toBeLessThanOrEqual(4)
  })

  it('says "The document download failed" when a file fails', async () => {
    const session = await loadTestSession({ terms: 'accept' })
    const documents = (await search({ count: 3 })).results.filter((d) => d.documentTypeId !== 5)
    server.use(...withFaults([{ method: 'GET', path: '/documents/v1/documents/*', status: 500, times: 1 }]))
    const { result } = renderHook(() => useBulkDownload(), { wrapper: sessionWrapper(session) })
    await act(async () => {
      await result.current.start(documents)
    })
    expect(session.notifyWarning).toHaveBeenCalledWith(warningTexts.documentDownload)
  })
})
