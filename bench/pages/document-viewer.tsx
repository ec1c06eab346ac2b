// The portal's document viewer (DocumentViewerDialog, its PDF.js chunk loaded on demand) with a 500-page PDF,
// in a production build. window.runViewerBench fetches the PDF (written by bench/sections/documentViewer.mjs),
// mounts the viewer, waits until its first page is drawn, then scrolls the pages top to bottom in steps until the
// last page is drawn, while a PerformanceObserver records long tasks and the canvases in the page are counted.
import { DocumentViewerDialog } from '../../src/components'
import { mountScreen, nextFrame, recordLongTasks, sleep } from './screenBench'

declare global {
  interface Window {
    runViewerBench: (file: string) => Promise<unknown>
  }
}

const SCROLL_STEPS = 100

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const start = performance.now()
  while (!check()) {
    if (performance.now() - start > timeoutMs) return false
    await nextFrame()
  }
  return true
}

const drawn = (page: number) => document.querySelector(`[data-page="${page}"][data-drawn]`) !== null

window.runViewerBench = async (file) => {
  const failures: string[] = []
  const bytes = await (await fetch(file)).arrayBuffer()
  const tasks = recordLongTasks()
  const root = document.getElementById('root') as HTMLElement
  const opened = performance.now()
  performance.mark('viewer open')
  mountScreen(
    root,
    '/documents?preview=1',
    <DocumentViewerDialog
      title="Annual report, 500 pages"
      file={{ status: 'loaded', bytes, isPdf: true }}
      onClose={() => undefined}
      onDownload={() => undefined}
    />,
    failures,
  )
  if (!(await until(() => drawn(1), 20_000))) failures.push('the first page was never drawn')
  const firstPageMs = performance.now() - opened
  performance.measure('viewer open', 'viewer open')
  const pageCount = Number(
    /of (\d+)/.exec(document.querySelector('[role="toolbar"]')?.textContent ?? '')?.[1],
  )
  await sleep(500)

  // The pages' scroller: the virtualised list inside the pages' frame.
  const scroller = [...document.querySelectorAll<HTMLElement>('[data-virtuoso-scroller]')].find((element) =>
    element.querySelector('[data-page]'),
  )
  let maxCanvases = 0
  const scrollFrom = performance.now()
  performance.mark('viewer scroll')
  if (!scroller) failures.push('no pages scroller')
  else {
    for (let step = 1; step <= SCROLL_STEPS; step++) {
      scroller.scrollTop = (scroller.scrollHeight * step) / SCROLL_STEPS
      await nextFrame()
      await nextFrame()
      maxCanvases = Math.max(maxCanvases, document.querySelectorAll('[data-page] canvas').length)
    }
    if (!(await until(() => drawn(pageCount), 20_000))) failures.push('the last page was never drawn')
  }
  const scrollTo = performance.now()
  performance.measure('viewer scroll', 'viewer scroll')
  tasks.stop()
  const longest = (list: number[]) => (list.length ? Math.max(...list) : 0)
  return {
    failures,
    pageCount,
    firstPageMs,
    longestOpenTaskMs: longest(tasks.during(opened, opened + firstPageMs)),
    longestScrollTaskMs: longest(tasks.during(scrollFrom, scrollTo)),
    scrollLongTasks: tasks.during(scrollFrom, scrollTo).length,
    maxCanvases,
    lastPageDrawn: drawn(pageCount),
  }
}
