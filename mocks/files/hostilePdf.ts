/**
 * A hostile PDF, written object by object (no library writes these on purpose): every way a document asks a viewer
 * to run script, and the font of CVE-2024-4367. A viewer that runs nothing shows its one page of text and leaves
 * no trace; each script, if it ran, would leave three: the global `window.__hostilePdfRan`, an alert, and a request
 * to a path of the page's own origin holding `hostile-pdf-ran` (what the CSP's connect-src 'self' would let
 * through, so a test sees it).
 *
 * - the catalog's /OpenAction: a JavaScript action, run on opening by a viewer with scripting;
 * - the document's /Names /JavaScript tree: a document-level script, run on opening too;
 * - the page's /AA /O: a script run when the page is shown;
 * - a link annotation over the heading whose action is JavaScript (a click would run it);
 * - the page's text is set in a Type1 font whose /FontMatrix holds a string made to close the matrix and run code,
 *   the shape of CVE-2024-4367 (PDF.js before 4.2.67 wrote the matrix into a glyph-drawing function built with
 *   `new Function`). The font is Helvetica, not embedded: PDF.js reads the font dictionary's matrix all the same
 *   and keeps it only if it is six numbers.
 */

import { rawPdfBytes } from './rawPdf'

/** The global a script of the file sets if it runs. */
export const HOSTILE_PDF_GLOBAL = '__hostilePdfRan'

/** What every address the file's scripts ask for holds. */
export const HOSTILE_PDF_MARKER = 'hostile-pdf-ran'

/** The heading of its page: what a viewer that opened it shows. */
export const HOSTILE_PDF_HEADING = 'A document that asks to run script'

/** A script of the file: each of its three traces tried on its own, so one refused does not stop the others. */
const script = (from: string) =>
  [
    `try { window.${HOSTILE_PDF_GLOBAL} = '${from}' } catch (e) {}`,
    `try { app.alert('${HOSTILE_PDF_MARKER}: ${from}') } catch (e) {}`,
    `try { fetch('/${HOSTILE_PDF_MARKER}?from=${from}') } catch (e) {}`,
    `try { this.getURL('/${HOSTILE_PDF_MARKER}?from=${from}-url') } catch (e) {}`,
  ].join(' ')

/** A PDF literal string: backslashes and both parentheses escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`

const javaScriptAction = (from: string) => `<< /Type /Action /S /JavaScript /JS ${literal(script(from))} >>`

/** The matrix of CVE-2024-4367: five numbers, then a string that would close the call it was written into. */
const HOSTILE_FONT_MATRIX = `[0.001 0 0 0.001 0 ${literal(
  `1); window.${HOSTILE_PDF_GLOBAL} = 'font-matrix'; fetch('/${HOSTILE_PDF_MARKER}?from=font-matrix')//`,
)}]`

const LINES = [
  'This file asks a viewer to run script five ways: an opening action, a document script, a page-open',
  'script, a link whose action is a script, and a font matrix written to break out into code',
  '(CVE-2024-4367). The portal reads it with the display layer of PDF.js alone: none of them runs.',
  '',
  'If any had run, it would have set window.__hostilePdfRan, shown an alert and asked the portal',
  'for /hostile-pdf-ran. The viewer tests assert that none of these happened.',
]

function pageContent(): string {
  const text = [
    'BT',
    '/F1 16 Tf',
    '48 728 Td',
    `${literal(HOSTILE_PDF_HEADING)} Tj`,
    '/F1 11 Tf',
    '0 -32 Td',
    '14 TL',
    ...LINES.map((line) => `${literal(line)} '`),
    'ET',
  ]
  return text.join('\n')
}

/** The file's bytes: a one-page PDF 1.7 with a cross-reference table (every offset exact, nothing to repair). */
export function hostilePdfBytes(): ArrayBuffer {
  const content = pageContent()
  return rawPdfBytes([
    // 1: the catalog, which runs object 5 on opening and names a document-level script (object 6).
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript << /Names [(portal-check) 6 0 R] >> >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    // 3: the page: US letter, its text in the hostile font, a script on showing it, a link that is a script.
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> ' +
      '/Contents 7 0 R /Annots [8 0 R] /AA << /O 9 0 R >> >>',
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /FontMatrix ${HOSTILE_FONT_MATRIX} >>`,
    javaScriptAction('open-action'),
    javaScriptAction('document-script'),
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Type /Annot /Subtype /Link /Rect [48 720 420 748] /Border [0 0 0] /A ${javaScriptAction('link')} >>`,
    javaScriptAction('page-open'),
    `<< /Title ${literal('Hostile PDF')} /Producer ${literal('Investor Portal (mock provider)')} >>`,
  ])
}
