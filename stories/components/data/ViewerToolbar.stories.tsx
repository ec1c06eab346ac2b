import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
// The document viewer's tools (the viewer's chunk, loaded when a document is first read), drawn here on their own.
import { documentViewerTexts as texts } from '../../../src/components/data/DocumentViewer/texts'
import { ViewerToolbar } from '../../../src/components/data/DocumentViewer/ViewerToolbar'
import { FIT_WIDTH, type Zoom } from '../../../src/components/data/DocumentViewer/viewerMath'

interface HarnessProps {
  currentPage: number
  pageCount: number
  /** The scale a fit zoom works out (1 = 100 %). */
  scale: number
  initialQuery: string
  searchStatus: string
  hitCount: number
  printing: boolean
  onGoToPage: (page: number) => void
  onPageField: (typed: string) => void
  onZoom: (zoom: Zoom) => void
  onRotate: () => void
  onMoveHit: (step: 1 | -1) => void
  onPrint: () => void
  onDownload: () => void
}

/**
 * The toolbar as the viewer holds it: the page field, the search and the thumbnails' toggle keep what the reader
 * does; every other action is reported, as the viewer would act on it.
 */
function Harness({ currentPage, initialQuery, onPageField, ...props }: HarnessProps) {
  const searchField = useRef<HTMLInputElement>(null)
  const [pageText, setPageText] = useState(String(currentPage))
  const [query, setQuery] = useState(initialQuery)
  const [thumbnails, setThumbnails] = useState(true)
  return (
    <ViewerToolbar
      {...props}
      fieldId="viewer-page"
      currentPage={currentPage}
      thumbnails={thumbnails}
      onToggleThumbnails={() => setThumbnails((shown) => !shown)}
      pageText={pageText}
      onPageTextChange={setPageText}
      onPageField={() => onPageField(pageText)}
      zoom={FIT_WIDTH}
      searchField={searchField}
      query={query}
      onQueryChange={setQuery}
    />
  )
}

/** A tool that cannot act now: it keeps its place in the tab order and says so (aria-disabled). */
const expectUnavailable = (button: HTMLElement) => expect(button).toHaveAttribute('aria-disabled', 'true')

const meta = {
  title: 'Components/Data/ViewerToolbar',
  component: Harness,
  args: {
    currentPage: 2,
    pageCount: 12,
    scale: 1.18,
    initialQuery: '',
    searchStatus: '',
    hitCount: 0,
    printing: false,
    onGoToPage: fn(),
    onPageField: fn(),
    onZoom: fn(),
    onRotate: fn(),
    onMoveHit: fn(),
    onPrint: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Page 2 of 12 fitted to the width (118 %), thumbnails shown: the steps go to the neighbouring page, a page typed
 * and Enter goes there, zoom in takes the next step up (125 %), and the thumbnails' toggle says whether they show.
 */
export const Reading: Story = {
  play: async ({ args, canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: texts.toolbar })
    const tools = within(toolbar)
    await expect(tools.getByText(texts.ofPages(12))).toBeVisible()
    await userEvent.click(tools.getByRole('button', { name: texts.nextPage }))
    await expect(args.onGoToPage).toHaveBeenLastCalledWith(3)
    await userEvent.click(tools.getByRole('button', { name: texts.previousPage }))
    await expect(args.onGoToPage).toHaveBeenLastCalledWith(1)

    const field = tools.getByRole('textbox', { name: texts.pageField })
    await userEvent.clear(field)
    await userEvent.type(field, '7{Enter}')
    await expect(args.onPageField).toHaveBeenLastCalledWith('7')

    await userEvent.click(tools.getByRole('button', { name: texts.zoomIn }))
    await expect(args.onZoom).toHaveBeenLastCalledWith({ kind: 'percent', value: 125 })
    await userEvent.click(tools.getByRole('button', { name: texts.zoomOut }))
    await expect(args.onZoom).toHaveBeenLastCalledWith({ kind: 'percent', value: 100 })

    const thumbnails = tools.getByRole('button', { name: texts.thumbnails })
    await expect(thumbnails).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(thumbnails)
    await expect(thumbnails).toHaveAttribute('aria-pressed', 'false')
  },
}

/** The last page: there is no next one to go to. */
export const LastPage: Story = {
  args: { currentPage: 12 },
  play: async ({ canvasElement }) => {
    const tools = within(within(canvasElement).getByRole('toolbar', { name: texts.toolbar }))
    await expectUnavailable(tools.getByRole('button', { name: texts.nextPage }))
    await expect(tools.getByRole('button', { name: texts.previousPage })).not.toHaveAttribute('aria-disabled')
  },
}

/** A search with hits: the count shows, Enter goes to the next match and Shift+Enter back, as the buttons do. */
export const SearchHits: Story = {
  args: { initialQuery: 'capital call', searchStatus: texts.hits(3, 7), hitCount: 7 },
  play: async ({ args, canvasElement }) => {
    const tools = within(within(canvasElement).getByRole('toolbar', { name: texts.toolbar }))
    await expect(tools.getByText(texts.hits(3, 7))).toBeVisible()
    const search = tools.getByRole('searchbox', { name: texts.search })
    await userEvent.click(search)
    await userEvent.keyboard('{Enter}')
    await expect(args.onMoveHit).toHaveBeenLastCalledWith(1)
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}')
    await expect(args.onMoveHit).toHaveBeenLastCalledWith(-1)
    await userEvent.click(tools.getByRole('button', { name: texts.previousHit }))
    await expect(args.onMoveHit).toHaveBeenLastCalledWith(-1)
    await userEvent.click(tools.getByRole('button', { name: texts.nextHit }))
    await expect(args.onMoveHit).toHaveBeenCalledTimes(4)
  },
}

/**
 * On a phone, while a print is being prepared and a search found nothing: the tools wrap within 320 px, the match
 * steps and Print are disabled, Download still works.
 */
export const PhoneNoMatchesPrinting: Story = {
  args: { initialQuery: 'wire', searchStatus: texts.noHits, hitCount: 0, printing: true, scale: 0.41 },
  parameters: { pageWidth: 320 },
  play: async ({ args, canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: texts.toolbar })
    const tools = within(toolbar)
    await expect(tools.getByText(texts.noHits)).toBeVisible()
    await expectUnavailable(tools.getByRole('button', { name: texts.nextHit }))
    await expectUnavailable(tools.getByRole('button', { name: texts.previousHit }))
    const print = tools.getByRole('button', { name: texts.print })
    await expectUnavailable(print)
    await userEvent.click(print)
    await expect(args.onPrint).not.toHaveBeenCalled()
    await userEvent.click(tools.getByRole('button', { name: texts.download }))
    await expect(args.onDownload).toHaveBeenCalledOnce()
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth)
  },
}
