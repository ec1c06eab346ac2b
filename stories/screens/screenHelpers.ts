import { unzipSync } from 'fflate'
import { http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { applyFault, withFaults } from '../../mocks/faults'
import { mswPathOf } from '../../mocks/handlers/route'
import { endpoints } from '../../src/api'
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
    .filter((request) => request.method === 'POST' && request.path.endsWith(DOCUMENT_SEARCH))
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

export const DOCUMENT_SEARCH = endpoints.documentSearch.path()

/**
 * Story parameters under which a call never answers (a hang fault, until the story leaves and aborts it): what
 * waits for it stays loading. `path` may hold `*` for any id (an endpoint's `glob()`).
 */
export const neverAnswers = (method: string, path: string) => ({
  msw: { handlers: neverAnswering(method, path) },
})

/** The handlers of `neverAnswers`, for stories that list other handlers beside them. */
export const neverAnswering = (method: string, path: string) => withFaults([{ method, path, hang: true }])

/**
 * A handler under which only the calls `when` picks never answer; the others go on to the provider. A fault
 * matches by method and path alone, so a story telling calls apart by their query gives the hang this way.
 */
export const neverAnswersWhen = (
  method: 'get' | 'post',
  template: string,
  when: (request: Request) => boolean,
) =>
  http[method](mswPathOf(template), ({ request }) =>
    when(request) ? applyFault({ method, path: template, hang: true }, request.signal) : undefined,
  )

/** Story parameters under which the document search never answers: the screen stays loading. */
export const searchNeverAnswers = neverAnswers('POST', DOCUMENT_SEARCH)

/** Story parameters under which the document search answers this status (204 empty, 500 failure). */
export const searchAnswers = (status: number) => ({
  msw: { handlers: withFaults([{ method: 'POST', path: DOCUMENT_SEARCH, status }]) },
})
