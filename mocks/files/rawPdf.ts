/**
 * PDFs written object by object, for files no library writes: the hostile PDF (hostilePdf.ts) and a fax scan.
 */

/**
 * A PDF 1.7 of these objects (object n is `objects[n - 1]`; the first is the catalog, the last the document
 * information), with a cross-reference table whose every offset is exact: nothing for a reader to repair.
 * Every character of an object is one byte (Latin-1), so a stream may hold binary data as characters 0–255.
 */
export function rawPdfBytes(objects: readonly string[]): ArrayBuffer {
  // The second line's bytes above 127 mark the file as binary, as writers do.
  let file = '%PDF-1.7\n%\xE2\xE3\xCF\xD3\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(file.length)
    file += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = file.length
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`
  file += `startxref\n${xref}\n%%EOF\n`
  const bytes = new Uint8Array(file.length)
  for (let index = 0; index < file.length; index += 1) bytes[index] = file.charCodeAt(index)
  return bytes.buffer
}

/** CCITT Group 3 one-dimensional codes (ITU-T T.4) of the runs the scan below is made of. */
const WHITE_8 = '10011'
const BLACK_8 = '000101'

/**
 * A scanned page as a fax machine or a copier's scan-to-PDF writes it: one 1-bit image, CCITTFaxDecode (what signed
 * and scanned documents mostly are, with JBIG2). The image is 64 by 16 pixels of bars 8 pixels wide, black and
 * white in turn from white, drawn 480 by 120 points at (66, 600) on a US letter page: each bar is 60 points wide,
 * the first white one centred at x = 96 and the first black one at x = 156, all of them at y = 660. PDF.js 6 decodes it only with its decoder file (vite.config.ts,
 * pdfjsDecoders); without, the page is blank.
 */
export function faxScanPdfBytes(): ArrayBuffer {
  let bits = `${WHITE_8}${BLACK_8}`.repeat(4).repeat(16)
  while (bits.length % 8 !== 0) bits += '0'
  const data = (bits.match(/.{8}/g) ?? []).map((byte) => String.fromCharCode(parseInt(byte, 2))).join('')
  const content = 'q 480 0 0 120 66 600 cm /Scan Do Q'
  return rawPdfBytes([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Scan 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /XObject /Subtype /Image /Width 64 /Height 16 /ColorSpace /DeviceGray /BitsPerComponent 1 ' +
      '/Filter /CCITTFaxDecode /DecodeParms << /K 0 /Columns 64 /Rows 16 /EndOfBlock false >> ' +
      `/Length ${data.length} >>\nstream\n${data}\nendstream`,
    '<< /Title (Fax scan) /Producer (Investor Portal \\(mock provider\\)) >>',
  ])
}
