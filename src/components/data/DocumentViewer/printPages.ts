import type { PDFDocumentProxy } from 'pdfjs-dist'

/** Print resolution: 150 dpi, sharp on paper at a fraction of the memory of the printer's own. */
const PRINT_SCALE = 150 / 72

/**
 * Prints the document as the browser prints a page: each page drawn once at print resolution into an image (one
 * at a time, each canvas released at once), the images shown only to the printer, then freed.
 */
export async function printPages(pdf: PDFDocumentProxy, signal?: AbortSignal): Promise<void> {
  const container = document.createElement('div')
  container.setAttribute('data-print-pages', '')
  const urls: string[] = []
  try {
    for (let number = 1; number <= pdf.numPages; number += 1) {
      if (signal?.aborted) return
      const page = await pdf.getPage(number)
      const viewport = page.getViewport({ scale: PRINT_SCALE })
      const canvas = document.createElement('canvas')
      canvas.width = Math.floor(viewport.width)
      canvas.height = Math.floor(viewport.height)
      await page.render({ canvas, viewport, intent: 'print' }).promise
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
      canvas.width = 0
      page.cleanup()
      if (!blob) continue
      const url = URL.createObjectURL(blob)
      urls.push(url)
      const image = document.createElement('img')
      image.src = url
      image.alt = ''
      container.append(image)
    }
    document.body.append(container)
    await Promise.all(
      [...container.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)),
    )
    if (!signal?.aborted) window.print()
  } finally {
    container.remove()
    urls.forEach((url) => URL.revokeObjectURL(url))
  }
}
