import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  componentTexts,
  DocumentViewerDialog,
  documentViewerTexts as texts,
  type DocumentFile,
} from '../../../src/components'
import { warningTexts } from '../../../src/domain'
import { hostileCorpus } from '../../../mocks/hostile'
import { longPdfBytes, passwordProtectedPdfBytes, pdfBytes, scriptedPdfBytes } from '../../../mocks/files/pdf'
import {
  HOSTILE_PDF_GLOBAL,
  HOSTILE_PDF_HEADING,
  HOSTILE_PDF_MARKER,
  hostilePdfBytes,
} from '../../../mocks/files/hostilePdf'
import { faxScanPdfBytes } from '../../../mocks/files/rawPdf'

const title = 'Flagship Partners VI, L.P. - Capital Call Notice No. 12'

const notice = () =>
  pdfBytes({
    title,
    lines: [
      'Fund: Flagship Partners VI, L.P.',
      'Investor account: Ellison Family Trust',
      'Published: 2026-09-30',
    ],
    pages: [
      {
        heading: 'Details',
        paragraphs: ['Please remit the amount due by wire transfer within ten business days.'],
      },
      { heading: 'Disclosures', paragraphs: ['Past performance is not indicative of future results.'] },
    ],
  })

interface Loaded {
  file: DocumentFile
}

const loadedPdf = (bytes: () => Promise<ArrayBuffer>) => async (): Promise<Loaded> => ({
  file: { status: 'loaded', bytes: await bytes(), isPdf: true },
})

const meta = {
  title: 'Components/Data/DocumentViewer',
  component: DocumentViewerDialog,
  args: { title, file: { status: 'loading' }, onClose: fn(), onDownload: fn() },
  render: (args, { loaded }) => (
    <DocumentViewerDialog {...args} file={(loaded as Partial<Loaded>).file ?? args.file} />
  ),
} satisfies Meta<typeof DocumentViewerDialog>

export default meta
type Story = StoryObj<typeof meta>

const viewer = () => within(document.body).getByRole('dialog')
const hitCount = () => viewer().querySelector('[data-hit-count]')
const firstPageDrawn = () =>
  waitFor(() => expect(document.querySelector('[data-page="1"][data-drawn]')).not.toBeNull(), {
    timeout: 8000,
  })

/** A three-page notice, its first page fitted to the width, the thumbnails beside it. */
export const Loaded: Story = {
  loaders: [loadedPdf(notice)],
  play: async () => {
    await firstPageDrawn()
    await expect(within(viewer()).getByText(texts.ofPages(3))).toBeVisible()
    await expect(within(viewer()).getByRole('navigation', { name: texts.thumbnailsList })).toBeVisible()
  },
}

export const Loading: Story = {
  play: async () => {
    await expect(within(viewer()).getByRole('status', { name: texts.loading })).toBeVisible()
  },
}

/** A search: every hit marked, the count shown and announced, next and previous move through them. */
export const SearchWithHits: Story = {
  loaders: [loadedPdf(notice)],
  play: async () => {
    await firstPageDrawn()
    await userEvent.type(within(viewer()).getByRole('searchbox', { name: texts.search }), 'flagship')
    await waitFor(() => expect(hitCount()).toHaveTextContent(texts.hits(1, 2)), { timeout: 5000 })
    await userEvent.click(within(viewer()).getByRole('button', { name: texts.nextHit }))
    await expect(hitCount()).toHaveTextContent(texts.hits(2, 2))
    await waitFor(() => expect(document.querySelectorAll('mark').length).toBeGreaterThanOrEqual(2))
  },
}

export const NoHits: Story = {
  loaders: [loadedPdf(notice)],
  play: async () => {
    await firstPageDrawn()
    await userEvent.type(within(viewer()).getByRole('searchbox', { name: texts.search }), 'carried interest')
    await waitFor(() => expect(hitCount()).toHaveTextContent(texts.noHits), { timeout: 5000 })
  },
}

/** Zoomed to 200 % with the keyboard, then turned a quarter: each announced. */
export const ZoomedAndRotated: Story = {
  loaders: [loadedPdf(notice)],
  play: async () => {
    await firstPageDrawn()
    const zoomIn = within(viewer()).getByRole('button', { name: texts.zoomIn })
    await userEvent.click(zoomIn)
    await userEvent.keyboard('r')
    await waitFor(() => expect(within(viewer()).getByText(texts.rotated(90))).toBeInTheDocument())
    await firstPageDrawn()
  },
}

export const Failed: Story = {
  args: { file: { status: 'failed', text: warningTexts.tryAgain, onRetry: fn() } },
  play: async ({ args }) => {
    await expect(within(viewer()).getByRole('alert')).toHaveTextContent(warningTexts.tryAgain)
    await userEvent.click(within(viewer()).getByRole('button', { name: componentTexts.retry }))
    await expect((args.file as { onRetry: () => void }).onRetry).toHaveBeenCalled()
  },
}

export const NoLongerAvailable: Story = {
  args: { file: { status: 'failed', text: warningTexts.tryAgain, detail: texts.notFound } },
  play: async () => {
    await expect(within(viewer()).getByRole('alert')).toHaveTextContent(texts.notFound)
  },
}

/** A workbook: not shown here, its download offered. */
export const NotAPdf: Story = {
  args: {
    title: 'Flagship Partners VI - Schedule of Investments Q3 2026',
    file: { status: 'loaded', bytes: new ArrayBuffer(8), isPdf: false },
  },
  play: async ({ args }) => {
    await expect(within(viewer()).getByRole('alert')).toHaveTextContent(texts.notPdf)
    await userEvent.click(within(viewer()).getByRole('button', { name: texts.download }))
    await expect(args.onDownload).toHaveBeenCalled()
  },
}

export const PasswordProtected: Story = {
  loaders: [loadedPdf(passwordProtectedPdfBytes)],
  play: async () => {
    await waitFor(() => expect(within(viewer()).getByRole('alert')).toHaveTextContent(texts.password), {
      timeout: 8000,
    })
  },
}

export const Damaged: Story = {
  loaders: [loadedPdf(async () => (await notice()).slice(0, 400))],
  play: async () => {
    await waitFor(() => expect(within(viewer()).getByRole('alert')).toHaveTextContent(texts.damaged), {
      timeout: 8000,
    })
  },
}

/** A PDF whose opening script would alert and leave: PDF.js's scripting is never loaded, nothing runs. */
export const ScriptedPdfRunsNothing: Story = {
  args: { title: 'A document with an opening script' },
  loaders: [loadedPdf(scriptedPdfBytes)],
  play: async () => {
    const alert = window.alert
    let ran = false
    window.alert = () => {
      ran = true
    }
    try {
      await firstPageDrawn()
      await new Promise((resolve) => setTimeout(resolve, 300))
      await expect(ran).toBe(false)
    } finally {
      window.alert = alert
    }
  },
}

/** What a script of the hostile PDF would reach for, caught from before the viewer opens it until its check. */
const scriptTraps = { calls: [] as string[], restore: () => {} }

/**
 * The hostile PDF (mocks/files/hostilePdf.ts: an opening action, a document script, a page-open script, a link
 * that is a script, and CVE-2024-4367's font matrix) opens and its page of text is drawn, and nothing ran: no
 * dialog, no window, no request for its marker, its global unset.
 */
export const HostilePdfRunsNothing: Story = {
  args: { title: 'A document that asks to run script' },
  loaders: [loadedPdf(async () => hostilePdfBytes())],
  // Before the viewer renders (the loaders' bytes open at once): an opening script would run then.
  beforeEach: () => {
    const saved = { alert: window.alert, confirm: window.confirm, prompt: window.prompt, open: window.open }
    const fetch = window.fetch
    scriptTraps.calls = []
    const caught =
      (name: string) =>
      (...args: unknown[]) => {
        scriptTraps.calls.push(`${name}(${args.map(String).join(', ')})`)
        return null
      }
    Object.assign(window, {
      alert: caught('alert'),
      confirm: caught('confirm'),
      prompt: caught('prompt'),
      open: caught('open'),
    })
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes(HOSTILE_PDF_MARKER))
        scriptTraps.calls.push(`fetch(${String(input)})`)
      return fetch(input, init)
    }
    scriptTraps.restore = () => {
      Object.assign(window, saved)
      window.fetch = fetch
    }
    return () => scriptTraps.restore()
  },
  play: async () => {
    await firstPageDrawn()
    await waitFor(() => expect(viewer().querySelector('.textLayer')).toHaveTextContent(HOSTILE_PDF_HEADING))
    // Time for an opening or page-open script to have run, had one been let.
    await new Promise((resolve) => setTimeout(resolve, 500))
    await expect(scriptTraps.calls).toEqual([])
    await expect((window as unknown as Record<string, unknown>)[HOSTILE_PDF_GLOBAL]).toBeUndefined()
    const asked = performance.getEntriesByType('resource').map((entry) => entry.name)
    await expect(asked.filter((name) => name.includes(HOSTILE_PDF_MARKER))).toEqual([])
    // The viewer made no element of the file's link or actions: the page is a canvas and its text.
    await expect(viewer().querySelector('[data-page="1"] a, [data-page="1"] iframe, script')).toBeNull()
  },
}

/**
 * A scanned page (a 1-bit CCITT fax image, as scans and signed copies mostly are): its black and white bars are
 * drawn. PDF.js 6 decodes fax and JBIG2 images only with the decoder file every build carries (vite.config.ts).
 */
export const FaxScan: Story = {
  args: { title: 'Signed subscription agreement (scan)' },
  loaders: [loadedPdf(async () => faxScanPdfBytes())],
  play: async () => {
    await firstPageDrawn()
    const canvas = viewer().querySelector<HTMLCanvasElement>('[data-page="1"] canvas')!
    // A point of the letter page (612 by 792 points, y from the bottom) on the canvas.
    const shade = (x: number, y: number) =>
      canvas
        .getContext('2d')!
        .getImageData(
          Math.round((x / 612) * canvas.width),
          Math.round(((792 - y) / 792) * canvas.height),
          1,
          1,
        ).data[0]
    // The first white bar and the first black one (mocks/files/rawPdf.ts).
    await expect(shade(96, 660)).toBeGreaterThan(200)
    await expect(shade(156, 660)).toBeLessThan(60)
  },
}

/** Hostile titles are shown as text, in the dialog's heading and the viewer's name. */
export const HostileTitle: Story = {
  args: { title: hostileCorpus.find((text) => text.includes('<script')) ?? '<script>alert(1)</script>' },
  loaders: [loadedPdf(notice)],
  play: async ({ args }) => {
    await firstPageDrawn()
    await expect(within(viewer()).getByRole('heading', { level: 2 })).toHaveTextContent(args.title ?? '')
    await expect(viewer().querySelector('script, img')).toBeNull()
  },
}

/** On a 320 px phone: the tools wrap, the page fills the width, the thumbnails are off. */
export const Narrow: Story = {
  loaders: [loadedPdf(notice)],
  parameters: { pageWidth: 320 },
  play: async () => {
    await firstPageDrawn()
    await expect(within(viewer()).queryByRole('navigation', { name: texts.thumbnailsList })).toBeNull()
  },
}

export const Phone412: Story = {
  loaders: [loadedPdf(notice)],
  parameters: { pageWidth: 412 },
  play: Narrow.play,
}

/** A 500-page report: it opens at its first page; the page field goes to page 250, which is drawn there. */
export const FiveHundredPages: Story = {
  args: { title: 'Annual report, 500 pages' },
  loaders: [loadedPdf(() => longPdfBytes(500))],
  play: async () => {
    await firstPageDrawn()
    await expect(within(viewer()).getByText(texts.ofPages(500))).toBeVisible()
    const field = within(viewer()).getByLabelText(texts.pageField)
    await userEvent.clear(field)
    await userEvent.type(field, '250{Enter}')
    await waitFor(() => expect(document.querySelector('[data-page="250"][data-drawn]')).not.toBeNull(), {
      timeout: 8000,
    })
    // Far pages are released: only the pages near page 250 have a canvas.
    await expect(document.querySelector('[data-page="1"]')).toBeNull()
  },
}

/** A PDF whose text is the hostile corpus: the text layer holds it as text, no markup is made of it. */
export const HostilePdfText: Story = {
  loaders: [
    loadedPdf(() =>
      pdfBytes({
        title: 'Hostile text',
        lines: hostileCorpus.filter((text) => text.length < 90).slice(0, 30),
      }),
    ),
  ],
  play: async () => {
    await firstPageDrawn()
    await waitFor(() => expect(viewer().querySelectorAll('.textLayer span').length).toBeGreaterThan(10))
    const made = [...viewer().querySelectorAll('.textLayer *')].filter(
      (element) => !['SPAN', 'BR'].includes(element.tagName),
    )
    await expect(made).toEqual([])
  },
}

/** A file of no bytes: said plainly, with its download. */
export const Empty: Story = {
  args: { file: { status: 'loaded', bytes: new ArrayBuffer(0), isPdf: true } },
  play: async () => {
    await waitFor(() => expect(within(viewer()).getByRole('alert')).toHaveTextContent(texts.empty))
    await expect(within(viewer()).getByRole('button', { name: texts.download })).toBeVisible()
  },
}

/** The thumbnails: the third page's goes to page 3, which becomes the current one (aria-current). */
export const Thumbnails: Story = {
  loaders: [loadedPdf(notice)],
  play: async () => {
    await firstPageDrawn()
    const thumbnails = within(viewer()).getByRole('navigation', { name: texts.thumbnailsList })
    await userEvent.click(await within(thumbnails).findByRole('button', { name: texts.goToPage(3) }))
    await waitFor(() =>
      expect(within(thumbnails).getByRole('button', { name: texts.goToPage(3) })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    )
    await expect(within(viewer()).getByLabelText(texts.pageField)).toHaveValue('3')
  },
}

/** Print: each page drawn into an image shown only to the printer, one per sheet; the images are gone after. */
export const Print: Story = {
  loaders: [loadedPdf(notice)],
  play: async () => {
    await firstPageDrawn()
    const print = window.print
    let printed = -1
    window.print = () => {
      printed = document.querySelectorAll('[data-print-pages] img').length
    }
    try {
      await userEvent.click(within(viewer()).getByRole('button', { name: texts.print }))
      await waitFor(() => expect(printed).toBe(3), { timeout: 8000 })
      await waitFor(() => expect(document.querySelector('[data-print-pages]')).toBeNull())
    } finally {
      window.print = print
    }
  },
}
