import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist'
// The worker is a file of the portal's own origin (CSP worker-src 'self'), emitted by the build beside the scripts.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

GlobalWorkerOptions.workerSrc = workerUrl

/** Why a file cannot be shown: it asks for a password, it is not a readable PDF, or it has no bytes. */
export type PdfProblem = 'password' | 'damaged' | 'empty'

export class PdfOpenError extends Error {
  constructor(readonly problem: PdfProblem) {
    super(`The PDF cannot be shown: ${problem}`)
  }
}

/** PDF.js does not export its PasswordException class: it is known by its name. */
const isPasswordRequest = (error: unknown): boolean =>
  error instanceof Error && error.name === 'PasswordException'

/**
 * Opens a PDF's bytes. PDF.js runs no script from a document: its scripting sandbox is never loaded (the viewer
 * uses only the display layer), `isEvalSupported` is off (no code built from strings, as the CSP forbids) and
 * XFA forms are not rendered.
 */
export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  if (bytes.byteLength === 0) throw new PdfOpenError('empty')
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    useSystemFonts: true,
  })
  // No onPassword: an encrypted document rejects (PasswordException) and is offered as a download instead.
  try {
    return await task.promise
  } catch (error) {
    // Anything else PDF.js cannot parse (a truncated file, not a PDF at all) is a damaged document.
    throw new PdfOpenError(isPasswordRequest(error) ? 'password' : 'damaged')
  }
}
