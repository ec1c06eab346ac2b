import {
  getDocument,
  GlobalWorkerOptions,
  PasswordException,
  version,
  type PDFDocumentProxy,
} from 'pdfjs-dist'
// The worker is a file of the portal's own origin (CSP worker-src 'self'), emitted by the build beside the scripts.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

GlobalWorkerOptions.workerSrc = workerUrl

/**
 * Where the worker finds its decoder for fax and JBIG2 scans (CCITTFaxDecode, JBIG2Decode): PDF.js 6 has no decoder
 * of its own for them and imports `jbig2_nowasm_fallback.js`, the same decoder as plain JavaScript, by that fixed name
 * from this folder, which every build carries (vite.config.ts, pdfjsDecoders). An absolute address: the worker
 * resolves it against its own.
 */
const decodersUrl = () =>
  new URL(`${import.meta.env.BASE_URL}assets/pdfjs-${version}/`, document.baseURI).href

/** Why a file cannot be shown: it asks for a password, it is not a readable PDF, or it has no bytes. */
export type PdfProblem = 'password' | 'damaged' | 'empty'

export class PdfOpenError extends Error {
  constructor(readonly problem: PdfProblem) {
    super(`The PDF cannot be shown: ${problem}`)
  }
}

/**
 * Opens a PDF's bytes. PDF.js runs no script from a document: its scripting sandbox is never loaded (the viewer
 * uses only the display layer) and XFA forms are not rendered. No code is made from a document at run time: PDF.js
 * 6 has no eval left (its `isEvalSupported` option is gone with it), and `useWasm: false` keeps it from compiling a
 * document's PostScript functions to WebAssembly (which the CSP's script-src 'self' refuses in the worker):
 * they are interpreted. Pages are drawn on the main thread, as before PDF.js 6 (no renderer worker).
 */
export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  if (bytes.byteLength === 0) throw new PdfOpenError('empty')
  const task = getDocument({
    data: new Uint8Array(bytes),
    enableXfa: false,
    useWasm: false,
    wasmUrl: decodersUrl(),
    disableWorkerRendering: true,
    useSystemFonts: true,
  })
  // No onPassword: an encrypted document rejects (PasswordException) and is offered as a download instead.
  try {
    return await task.promise
  } catch (error) {
    // Anything else PDF.js cannot parse (a truncated file, not a PDF at all) is a damaged document.
    throw new PdfOpenError(error instanceof PasswordException ? 'password' : 'damaged')
  }
}
