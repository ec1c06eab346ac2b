import type { Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { http, HttpResponse } from 'msw'
import { useCallback, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { pdfResponse } from '../../../mocks/files/pdf'
import { mswPathOf } from '../../../mocks/handlers/route'
import { dataGridTexts } from '../../../src/components/texts'
import {
  DEFAULT_DOCUMENT_SORT,
  DEFAULT_NUMBER_FORMAT,
  documentTexts,
  formatNumber,
  notificationTitles,
  successTexts,
  warningTexts,
  type Document,
} from '../../../src/domain'
import {
  DocumentLibraryView,
  useDocumentLibrary,
  type UpdateDocuments,
} from '../../../src/screens/documentLibrary'
import { documentsScreenTexts as texts } from '../../../src/screens/documentLibrary/texts'
import { FILE_SAVED_EVENT } from '../../../src/screens/kit/saveFile'
import { Message, Muted, Strong } from '../../../src/components'
import { makeDocuments } from '../../components/documentFixtures'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { findRows, neverAnswering, nextSavedFile, screenOf, zipEntryNames } from '../screenHelpers'

const documents = makeDocuments(12)
const at = (index: number) => documents[index] as Document
/** Three unread documents of the list (every third fixture document is read). */
const unread = [at(1), at(2), at(4)]

/** One list of documents with its library (selection, row and bulk actions), as a screen wires them. */
function DocumentLibrary() {
  const [list, setList] = useState<readonly Document[]>(documents)
  const [sort, setSort] = useState(DEFAULT_DOCUMENT_SORT)
  const update = useCallback<UpdateDocuments>((change) => setList((current) => change(current)), [])
  const library = useDocumentLibrary(list, update, 'fixture documents')
  const selected = library.selectedIds.length
  return (
    <DocumentLibraryView
      label={texts.gridLabel}
      library={library}
      documents={list}
      total={list.length}
      summary={
        <>
          <Strong>
            {texts.total(list.length, (n) =>
              formatNumber(n, { decimals: 0, numberFormat: DEFAULT_NUMBER_FORMAT }),
            )}
          </Strong>
          {selected > 0 && <Muted>{texts.selected(selected)}</Muted>}
        </>
      }
      sort={sort}
      onSortChange={setSort}
      emptyContent={<Message>{texts.empty}</Message>}
    />
  )
}

/** The provider's answers for the fixture documents (they are not in the seeded book); ids it was sent. */
const sent = { read: [] as string[], flagged: [] as string[], downloaded: [] as string[] }
const READ = mswPathOf(endpoints.documentRead.template)
const DOWNLOAD = mswPathOf(endpoints.documentDownload.template)
const FLAG = mswPathOf(endpoints.documentActionItem.template)
const noContent = () => new HttpResponse(null, { status: 204 })
const providerAnswers = [
  http.post(READ, ({ params }) => (sent.read.push(String(params.id)), noContent())),
  http.post(
    FLAG,
    ({ params }) => (sent.flagged.push(`${String(params.id)}:${String(params.flag)}`), noContent()),
  ),
  http.get(DOWNLOAD, ({ params }) => {
    sent.downloaded.push(String(params.id))
    const title = documents.find((document) => String(document.documentId) === params.id)?.title ?? ''
    return pdfResponse(`${title}.pdf`, { title, lines: [] })
  }),
]
/** Downloads held until the story lets them through (to the answers above). */
const downloads = { gate: Promise.resolve(), release: () => {} }
const gatedDownloads = http.get(DOWNLOAD, async () => {
  await downloads.gate
  return undefined
})
/** Answers held open (a hang fault, for any document): the action stays in progress. */
const held = (call: typeof endpoints.documentRead | typeof endpoints.documentDownload) =>
  neverAnswering(call.method, call.glob())

/** The bulk actions bar over the documents grid, wired to one document library (spec §2.5). */
const meta = {
  title: 'Screens/Parts/DocumentLibrary/DocumentLibraryView',
  component: DocumentLibraryView,
  render: () => <DocumentLibrary />,
  decorators: [withScreenStage],
  parameters: { session: 'started', msw: { handlers: providerAnswers } },
  beforeEach: () => {
    sent.read = []
    sent.flagged = []
    sent.downloaded = []
    downloads.gate = new Promise((resolve) => (downloads.release = resolve))
    return syncStoryRequestContext()
  },
} satisfies Meta

export default meta
/** The stories render the view through its library, not from args. */
type Story = StoryObj

const bulk = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: texts.bulkActions }))

async function selectUnread(canvasElement: HTMLElement) {
  const { table } = await findRows(canvasElement, texts.gridLabel, 5)
  for (const document of unread)
    await userEvent.click(
      within(table).getByRole('checkbox', { name: dataGridTexts.selectRow(document.title) }),
    )
  return table
}

const rowOf = (table: HTMLElement, document: Document) =>
  within(table)
    .getByRole('checkbox', { name: dataGridTexts.selectRow(document.title) })
    .closest('tr')!

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await findRows(canvasElement, texts.gridLabel, 5)
    const bar = bulk(canvasElement)
    await expect(bar.getByText(texts.total(12))).toBeVisible()
    await expect(bar.getByRole('button', { name: documentTexts.markAsRead })).toBeDisabled()
    await expect(bar.getByRole('button', { name: documentTexts.downloadSelected })).toBeDisabled()
  },
}

/** Rows chosen in the grid are the bar's selection: its count, and both actions enabled. */
export const WithSelection: Story = {
  play: async ({ canvasElement }) => {
    const table = await selectUnread(canvasElement)
    const bar = bulk(canvasElement)
    await expect(bar.getByText(texts.selected(3))).toBeVisible()
    await expect(bar.getByRole('button', { name: documentTexts.markAsRead })).toBeEnabled()
    await expect(bar.getByRole('button', { name: documentTexts.downloadSelected })).toBeEnabled()
    await expect(within(table).getByRole('checkbox', { name: dataGridTexts.selectAllRows })).toHaveAttribute(
      'aria-checked',
      'mixed',
    )
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** One post per document; the rows read at once, the selection kept. */
export const MarkAsRead: Story = {
  play: async ({ canvasElement }) => {
    const table = await selectUnread(canvasElement)
    await userEvent.click(bulk(canvasElement).getByRole('button', { name: documentTexts.markAsRead }))
    for (const document of unread)
      await expect(rowOf(table, document).cells[0]).toHaveTextContent(dataGridTexts.read)
    await waitFor(() => expect(bulk(canvasElement).queryByRole('progressbar')).toBeNull())
    await expect([...sent.read].sort()).toEqual(unread.map((document) => String(document.documentId)).sort())
    await expect(bulk(canvasElement).getByText(texts.selected(3))).toBeVisible()
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** The posts are on their way: the rows already read, progress in the bar, both actions waiting. */
export const MarkingRead: Story = {
  parameters: { msw: { handlers: [...held(endpoints.documentRead), ...providerAnswers] } },
  play: async ({ canvasElement }) => {
    const table = await selectUnread(canvasElement)
    await userEvent.click(bulk(canvasElement).getByRole('button', { name: documentTexts.markAsRead }))
    const bar = bulk(canvasElement)
    await expect(await bar.findByRole('progressbar', { name: texts.markingRead(0, 3) })).toBeVisible()
    await expect(bar.getByText(texts.markingRead(0, 3))).toBeVisible()
    await expect(bar.getByRole('button', { name: documentTexts.markAsRead })).toBeDisabled()
    await expect(bar.getByRole('button', { name: documentTexts.downloadSelected })).toBeDisabled()
    await expect(bar.queryByRole('button', { name: texts.cancel })).toBeNull()
    await expect(rowOf(table, at(1)).cells[0]).toHaveTextContent(dataGridTexts.read)
  },
}

/** One of three posts refused: it is unread again and still selected, the outcome under the bar, a warning. */
export const MarkAsReadPartlyFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(READ, ({ params }) =>
          params.id === String(at(2).documentId) ? HttpResponse.json(null, { status: 500 }) : undefined,
        ),
        ...providerAnswers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await selectUnread(canvasElement)
    await userEvent.click(bulk(canvasElement).getByRole('button', { name: documentTexts.markAsRead }))
    const alert = await screenOf(canvasElement).findByRole('alert', { name: notificationTitles.warning })
    await expect(alert).toHaveTextContent(warningTexts.documentStatusUpdate)
    const bar = bulk(canvasElement)
    await expect(await bar.findByRole('status')).toHaveTextContent(texts.markedReadPartly(2, 3))
    await expect(bar.getByText(texts.selected(1))).toBeVisible()
    await expect(rowOf(table, at(2)).cells[0]).toHaveTextContent(dataGridTexts.unread)
    await expect(within(rowOf(table, at(2))).getByRole('checkbox')).toBeChecked()
    await expect(rowOf(table, at(1)).cells[0]).toHaveTextContent(dataGridTexts.read)
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** The selected documents in one zip, named by their titles; the bar idle again, 'success' shown. */
export const DownloadSelected: Story = {
  play: async ({ canvasElement }) => {
    await selectUnread(canvasElement)
    const saved = nextSavedFile()
    await userEvent.click(bulk(canvasElement).getByRole('button', { name: documentTexts.downloadSelected }))
    const file = await saved
    await expect(file.fileName).toBe('Documents_11162026.zip')
    await expect(await zipEntryNames(file)).toHaveLength(3)
    await expect(
      await screenOf(canvasElement).findByRole('status', { name: notificationTitles.info }),
    ).toHaveTextContent(successTexts.documentDownload)
    await waitFor(() => expect(bulk(canvasElement).queryByRole('progressbar')).toBeNull())
    await expect([...sent.downloaded].sort()).toEqual(
      unread.map((document) => String(document.documentId)).sort(),
    )
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** The files are on their way: progress and Cancel; both actions wait. */
export const Downloading: Story = {
  parameters: { msw: { handlers: [...held(endpoints.documentDownload), ...providerAnswers] } },
  play: async ({ canvasElement }) => {
    await selectUnread(canvasElement)
    await userEvent.click(bulk(canvasElement).getByRole('button', { name: documentTexts.downloadSelected }))
    const bar = bulk(canvasElement)
    await expect(await bar.findByRole('progressbar', { name: texts.downloading(0, 3) })).toBeVisible()
    await expect(bar.getByRole('button', { name: texts.cancel })).toBeEnabled()
    await expect(bar.getByRole('button', { name: documentTexts.downloadSelected })).toBeDisabled()
    await expect(bar.getByRole('button', { name: documentTexts.markAsRead })).toBeDisabled()
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/**
 * Cancel stops the download quietly: no file is fetched after it, the files already on their way are not zipped,
 * nothing is saved and no message shown; the selection stays.
 */
export const DownloadCancelled: Story = {
  parameters: { msw: { handlers: [gatedDownloads, ...providerAnswers] } },
  play: async ({ canvasElement }) => {
    let saved = false
    const onSaved = () => (saved = true)
    window.addEventListener(FILE_SAVED_EVENT, onSaved)
    await selectUnread(canvasElement)
    await userEvent.click(bulk(canvasElement).getByRole('button', { name: documentTexts.downloadSelected }))
    await expect(
      await bulk(canvasElement).findByRole('progressbar', { name: texts.downloading(0, 3) }),
    ).toBeVisible()
    await userEvent.click(bulk(canvasElement).getByRole('button', { name: texts.cancel }))
    downloads.release()
    await waitFor(() => expect(bulk(canvasElement).queryByRole('progressbar')).toBeNull())
    window.removeEventListener(FILE_SAVED_EVENT, onSaved)
    await expect(saved).toBe(false)
    await expect(
      bulk(canvasElement).getByRole('button', { name: documentTexts.downloadSelected }),
    ).toBeEnabled()
    await expect(bulk(canvasElement).getByText(texts.selected(3))).toBeVisible()
    await expect(screenOf(canvasElement).queryByRole('alert')).toBeNull()
    await expect(screenOf(canvasElement).queryByRole('status', { name: notificationTitles.info })).toBeNull()
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** A row's own actions go through the same library: the flag is posted, a downloaded document becomes read. */
export const RowActions: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await findRows(canvasElement, texts.gridLabel, 5)
    const flag = within(table).getByRole('button', { name: dataGridTexts.actionItem(at(1).title) })
    await userEvent.click(flag)
    await expect(flag).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(sent.flagged).toEqual([`${at(1).documentId}:true`]))
    const saved = nextSavedFile()
    await userEvent.click(within(table).getByRole('button', { name: dataGridTexts.download(at(2).title) }))
    await expect((await saved).fileName).toMatch(/\.pdf$/)
    await waitFor(() => expect(rowOf(table, at(2)).cells[0]).toHaveTextContent(dataGridTexts.read))
    await waitFor(() => expect(sent.read).toEqual([String(at(2).documentId)]))
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}
