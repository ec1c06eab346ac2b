/**
 * A content-disposition header for a file name: an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987),
 * as a real server sends it. The client keeps only safe characters when it saves the file.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/**
 * A file answer's headers: its type, and its name when the provider gives one. Providers also serve files bare,
 * without content-disposition, and the client then names them itself.
 */
export const fileHeaders = (contentType: string, fileName: string | null): Record<string, string> =>
  fileName === null
    ? { 'Content-Type': contentType }
    : { 'Content-Type': contentType, 'Content-Disposition': contentDisposition(fileName) }
