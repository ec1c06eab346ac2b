import { HttpResponse } from 'msw'
import { fileHeaders } from './disposition'

export interface PdfContent {
  title: string
  lines: string[]
  /** Pages after the first, each a heading and its paragraphs (a notice's details and disclosures). */
  pages?: Array<{ heading: string; paragraphs: string[] }>
}

/** jspdf's standard fonts write Latin-1; anything else is shown as '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '?')

const MARGIN = 48
const WIDTH = 520

/** A real PDF (jspdf, imported only when a document is downloaded): the title, its lines, then its other pages. */
export async function pdfBytes(content: PdfContent): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ unit: 'pt', format: 'letter' })
  doc.setProperties({ title: content.title, creator: 'Investor Portal (mock provider)' })
  doc.setFontSize(16)
  const title = doc.splitTextToSize(printable(content.title), WIDTH) as string[]
  doc.text(title, MARGIN, 64)
  doc.setFontSize(11)
  // The lines start under however many lines the title took.
  doc.text(content.lines.map(printable), MARGIN, 64 + title.length * 20 + 24)
  for (const page of content.pages ?? []) {
    doc.addPage()
    doc.setFontSize(14)
    doc.text(printable(page.heading), MARGIN, 64)
    doc.setFontSize(11)
    let y = 96
    for (const paragraph of page.paragraphs) {
      const lines = doc.splitTextToSize(printable(paragraph), WIDTH) as string[]
      doc.text(lines, MARGIN, y)
      y += lines.length * 14 + 12
    }
  }
  return doc.output('arraybuffer')
}

/** A PDF answer; a null name serves it bare (no content-disposition). */
export async function pdfResponse(fileName: string | null, content: PdfContent): Promise<Response> {
  return new HttpResponse(await pdfBytes(content), {
    status: 200,
    headers: fileHeaders('application/pdf', fileName),
  })
}

/** A PDF that opens only with a password (jspdf's RC4 encryption): the viewer offers its download instead. */
export async function passwordProtectedPdfBytes(): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({
    unit: 'pt',
    format: 'letter',
    encryption: { userPassword: 'investor', ownerPassword: 'manager', userPermissions: ['print'] },
  })
  doc.text('Confidential: K-1 package', MARGIN, 64)
  return doc.output('arraybuffer')
}

/** A long report (`pageCount` pages of a paragraph each), for the viewer's large-document behaviour. */
export async function longPdfBytes(pageCount: number): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ unit: 'pt', format: 'letter' })
  for (let page = 1; page <= pageCount; page += 1) {
    if (page > 1) doc.addPage()
    doc.setFontSize(14)
    doc.text(`Annual report: page ${page} of ${pageCount}`, MARGIN, 64)
    doc.setFontSize(11)
    doc.text(
      doc.splitTextToSize(
        `Portfolio company review ${page}. Revenue grew and the valuation was marked to the latest round. ` +
          'Distributions and contributions are shown in the capital account statement.',
        WIDTH,
      ) as string[],
      MARGIN,
      96,
    )
  }
  return doc.output('arraybuffer')
}

/** A PDF that runs script on opening (an OpenAction) if a viewer lets it: the portal's must run nothing. */
export async function scriptedPdfBytes(): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ unit: 'pt', format: 'letter' })
  doc.text('A document with an opening script', MARGIN, 64)
  doc.addJS("app.alert('ran'); this.getURL('https://attacker.example/');")
  return doc.output('arraybuffer')
}
