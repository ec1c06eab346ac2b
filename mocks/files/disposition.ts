/**
 * A content-disposition header for a file name: an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987),
 * as a real server sends it. The client keeps only safe characters when it saves the file.
 */
/**
 * RFC 5987 value-chars: the name's UTF-8 bytes, each but letters, digits and !#$&+-.^_`|~ percent-encoded. A lone
 * surrogate is written as UTF-8 writes it (U+FFFD), where encodeURIComponent would throw.
 */
const utf8PercentEncoded = (text: string): string =>
  Array.from(new TextEncoder().encode(text), (byte) =>
    /[A-Za-z0-9!#$&+\-.^_`|~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('')

export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8PercentEncoded(fileName)}`
}

/**
 * A file answer's headers: its type, and its name when the provider gives one. Providers also serve files bare,
 * without content-disposition, and the client then names them itself.
 */
export const fileHeaders = (contentType: string, fileName: string | null): Record<string, string> =>
  fileName === null
    ? { 'Content-Type': contentType }
    : { 'Content-Type': contentType, 'Content-Disposition': contentDisposition(fileName) }
