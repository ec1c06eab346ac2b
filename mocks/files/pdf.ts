import { HttpResponse } from 'msw'
import { fileHeaders } from './disposition'

export interface PdfContent {
  title: string
  lines: string[]
}

/** A small real PDF (jspdf, imported only when a document is downloaded). */
export async function pdfBytes(content: PdfContent): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ unit: 'pt', format: 'letter' })
  doc.setProperties({ title: content.title, creator: 'Investor Portal (mock provider)' })
  doc.setFontSize(16)
  doc.text(doc.splitTextToSize(content.title.replace(/[^\x20-\x7e]/g, '?'), 520) as string[], 48, 64)
  doc.setFontSize(11)
  doc.text(
    content.lines.map((line) => line.replace(/[^\x20-\x7e]/g, '?')),
    48,
    128,
  )
  return doc.output('arraybuffer')
}

/** A PDF answer; a null name serves it bare (no content-disposition). */
export async function pdfResponse(fileName: string | null, content: PdfContent): Promise<Response> {
  return new HttpResponse(await pdfBytes(content), {
    status: 200,
    headers: fileHeaders('application/pdf', fileName),
  })
}
