import type { PDFDocumentProxy } from 'pdfjs-dist'
import { useCallback, useEffect, useRef, useState } from 'react'
import { openPdf, PdfOpenError, type PdfProblem } from './pdf'
import type { Size } from './viewerMath'

/** An element's content size, kept up to date as it resizes; [size, ref to attach]. */
export function useElementSize<E extends HTMLElement>(): [
  { width: number; height: number },
  (element: E | null) => void,
] {
  const [size, setSize] = useState({ width: 0, height: 0 })
  const observer = useRef<ResizeObserver | null>(null)
  const ref = useCallback((element: E | null) => {
    observer.current?.disconnect()
    if (!element) return
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight })
    measure()
    observer.current = new ResizeObserver(measure)
    observer.current.observe(element)
  }, [])
  useEffect(() => () => observer.current?.disconnect(), [])
  return [size, ref]
}

/** The PDF opened from its bytes (null while PDF.js opens it); a file that cannot be shown goes to `onProblem`. */
export function useOpenedPdf(
  bytes: ArrayBuffer,
  onProblem: (problem: PdfProblem) => void,
): PDFDocumentProxy | null {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null)
  useEffect(() => {
    let stale = false
    let opened: PDFDocumentProxy | null = null
    // PDF.js takes the buffer over (it moves to the worker): it is given a copy, so the caller's can be saved.
    openPdf(bytes.slice(0)).then(
      (document) => {
        opened = document
        if (stale) void document.loadingTask.destroy()
        else setPdf(document)
      },
      (error: unknown) => {
        if (!stale) onProblem(error instanceof PdfOpenError ? error.problem : 'damaged')
      },
    )
    return () => {
      stale = true
      // The document is let go through its loading task (PDF.js 6 has no destroy on the document itself).
      void opened?.loadingTask.destroy()
    }
  }, [bytes, onProblem])
  return pdf
}

/** The first page's size at 96 dpi, once read: every page is sized as the first until drawn (as PDF.js's viewer does). */
export function useFirstPageSize(pdf: PDFDocumentProxy): Size | null {
  const [size, setSize] = useState<Size | null>(null)
  useEffect(() => {
    let stale = false
    void pdf.getPage(1).then((page) => {
      if (stale) return
      const { width, height } = page.getViewport({ scale: 96 / 72 })
      setSize({ width, height })
    })
    return () => {
      stale = true
    }
  }, [pdf])
  return size
}
