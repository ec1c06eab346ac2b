import { unzipSync } from 'fflate'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { withFaults } from '../../mocks/faults'
import { SCROLLER_TEST_ID } from '../../src/components'
import { FILE_SAVED_EVENT, type SavedFile } from '../../src/screens/kit/saveFile'

export { answerAllTerms, screenOf } from '../app/journeyHelpers'

export interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string | string[]>
  body: unknown
}

/** The calls the embedded provider received in this story. */
export const requestLog = async (): Promise<LoggedRequest[]> =>
  (await fetch('/mock-api/__mock/requests')).json()

export const searchBodies = async (): Promise<Array<Record<string, unknown>>> =>
  (await requestLog())
    .filter((request) => request.method === 'POST' && request.path.endsWith('/documents/search'))
    .map((request) => request.body as Record<string, unknown>)

/** The rendered rows of the grid named `name`, once at least `count` are there. */
export async function findRows(canvasElement: HTMLElement, name: string | RegExp, count = 1) {
  const table = await within(canvasElement).findByRole('table', { name }, { timeout: 8000 })
  await waitFor(
    () => expect(table.querySelectorAll('tbody tr[data-row]').length).toBeGreaterThanOrEqual(count),
    {
      timeout: 8000,
    },
  )
  return { table, rows: [...table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row]')] }
}

export const scrollerOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(SCROLLER_TEST_ID)

/** Resolves with the next file a screen saves (the 'portal:file-saved' event). */
export function nextSavedFile(timeout = 10_000): Promise<SavedFile> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('No file was saved')), timeout)
    window.addEventListener(
      FILE_SAVED_EVENT,
      (event) => {
        window.clearTimeout(timer)
        resolve(event.detail)
      },
      { once: true },
    )
  })
}

/** The entry names of a saved zip, read with fflate. */
export const zipEntryNames = async (file: SavedFile): Promise<string[]> =>
  Object.keys(unzipSync(new Uint8Array(await file.blob.arrayBuffer())))

export const DOCUMENT_SEARCH = '/documents/v1/Users/documents/search'

/** Story parameters under which the document search never answers: the screen stays loading. */
export const searchNeverAnswers = {
  msw: {
    handlers: [
      http.post(`*${DOCUMENT_SEARCH}`, async () => (await delay('infinite'), HttpResponse.json({}))),
    ],
  },
}

/** Story parameters under which the document search answers this status (204 empty, 500 failure). */
export const searchAnswers = (status: number) => ({
  msw: { handlers: withFaults([{ method: 'POST', path: DOCUMENT_SEARCH, status }]) },
})
