import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { pdfBytes } from '../../../mocks/files/pdf'
import { PdfPage } from '../../../src/components/data/DocumentViewer/PdfPage'
import PdfViewer from '../../../src/components/data/DocumentViewer/PdfViewer'
import { PdfThumbnail } from '../../../src/components/data/DocumentViewer/PdfThumbnail'
import { documentViewerTexts as texts } from '../../../src/components/data/DocumentViewer/texts'
import { useOpenedPdf } from '../../../src/components/data/DocumentViewer/viewerHooks'

// The document viewer's reader (its chunk and PDF.js load when a document is first read), and the page and
// thumbnail it draws, on their own: the DocumentViewer stories show them inside the viewer's dialog.

const title = 'Senior Credit II - Quarterly Report Q3 2026'

const report = () =>
  pdfBytes({
    title,
    lines: ['Fund: Senior Credit II', 'Investor account: Ellison Family Trust', 'Published: 2026-10-15'],
    pages: [
      { heading: 'Portfolio', paragraphs: ['Twelve loans, all performing; no defaults this quarter.'] },
      { heading: 'Outlook', paragraphs: ['Spreads tightened; the fund expects to call no further capital.'] },
    ],
  })

interface Loaded {
  bytes: ArrayBuffer
}

const loadReport = async (): Promise<Loaded> => ({ bytes: await report() })

/** The letter-size page PDF.js reports, in CSS pixels, before a page has been read. */
const LETTER = { width: 816, height: 1056 }

/** The report opens (a new function each draw would open it again: useOpenedPdf follows its callback). */
const noProblem = () => undefined

interface PiecesProps {
  bytes: ArrayBuffer
  onSelect: (pageNumber: number) => void
}

/** Page 2 drawn at 60 % and turned a quarter, beside the thumbnails of pages 1 (the current one) and 2. */
function Pieces({ bytes, onSelect }: PiecesProps) {
  const pdf = useOpenedPdf(bytes, noProblem)
  if (!pdf) return <p>{texts.preparing}</p>
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <nav aria-label={texts.thumbnailsList} style={{ width: 180 }}>
        <PdfThumbnail
          pdf={pdf}
          pageNumber={1}
          current
          estimatedSize={LETTER}
          rotation={0}
          onSelect={onSelect}
        />
        <PdfThumbnail
          pdf={pdf}
          pageNumber={2}
          current={false}
          estimatedSize={LETTER}
          rotation={0}
          onSelect={onSelect}
        />
      </nav>
      <PdfPage
        pdf={pdf}
        pageNumber={2}
        pageCount={pdf.numPages}
        scale={0.6}
        rotation={90}
        estimatedSize={LETTER}
      />
    </div>
  )
}

/** The thumbnail chosen in PageAndThumbnails (the viewer would go to its page). */
const thumbnailChosen = fn<(pageNumber: number) => void>().mockName('thumbnailChosen')

const meta = {
  title: 'Components/Data/PdfViewer',
  component: PdfViewer,
  args: { bytes: new ArrayBuffer(0), title, onDownload: fn(), onProblem: fn() },
  loaders: [loadReport],
  render: (args, { loaded }) => (
    <div style={{ display: 'flex', height: 640 }}>
      <PdfViewer {...args} bytes={(loaded as Loaded).bytes} />
    </div>
  ),
} satisfies Meta<typeof PdfViewer>

export default meta
type Story = StoryObj<typeof meta>

const drawn = (canvasElement: HTMLElement, page: number) =>
  waitFor(() => expect(canvasElement.querySelector(`[data-page="${page}"][data-drawn]`)).not.toBeNull(), {
    timeout: 8000,
  })

/**
 * The reader on its own: the report's first page drawn fitted to the width, page 1 of 3, its tools; End goes to the
 * last page and says so.
 */
export const Reader: Story = {
  play: async ({ args, canvasElement }) => {
    await drawn(canvasElement, 1)
    const canvas = within(canvasElement)
    const reader = canvas.getByRole('region', { name: texts.viewer(title) })
    await expect(within(reader).getByRole('toolbar', { name: texts.toolbar })).toHaveTextContent(
      texts.ofPages(3),
    )
    await userEvent.click(within(reader).getByRole('button', { name: texts.thumbnails }))
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(canvas.getByText(texts.page(3, 3))).toBeInTheDocument())
    await expect(args.onProblem).not.toHaveBeenCalled()
  },
}

/** Not a PDF at all: the reader says so to its dialog, which offers the download instead. */
export const NotAPdf: Story = {
  loaders: [async (): Promise<Loaded> => ({ bytes: new TextEncoder().encode('not a pdf').buffer })],
  play: async ({ args }) => {
    await waitFor(() => expect(args.onProblem).toHaveBeenCalled(), { timeout: 8000 })
  },
}

/**
 * A page and two thumbnails: the page drawn at 60 % and rotated, named 'Page 2 of 3'; the current thumbnail marked
 * as such; choosing the other one asks for its page.
 */
export const PageAndThumbnails: Story = {
  render: (_, { loaded }) => <Pieces bytes={(loaded as Loaded).bytes} onSelect={thumbnailChosen} />,
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, 2)
    const canvas = within(canvasElement)
    const page = canvas.getByRole('group', { name: texts.page(2, 3) })
    const pageCanvas = page.querySelector('canvas')!
    // Turned a quarter: a letter page drawn wider than it is tall.
    await waitFor(() =>
      expect(pageCanvas.getBoundingClientRect().width).toBeGreaterThan(
        pageCanvas.getBoundingClientRect().height,
      ),
    )
    const thumbnails = within(canvas.getByRole('navigation', { name: texts.thumbnailsList }))
    await expect(thumbnails.getByRole('button', { name: texts.goToPage(1) })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(thumbnails.getByRole('button', { name: texts.goToPage(2) }))
    await expect(thumbnailChosen).toHaveBeenLastCalledWith(2)
  },
}
