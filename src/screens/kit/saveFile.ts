/** Fired on window with every file the screens save, so a test or story can read what a user receives. */
export const FILE_SAVED_EVENT = 'portal:file-saved'

export interface SavedFile {
  fileName: string
  blob: Blob
}

declare global {
  interface WindowEventMap {
    [FILE_SAVED_EVENT]: CustomEvent<SavedFile>
  }
}

/**
 * Hands a file to the browser's download: a temporary object URL on a temporary `<a download>`, clicked and then
 * revoked. The file is also announced as a 'portal:file-saved' event first.
 */
export function saveFile(blob: Blob, fileName: string): void {
  window.dispatchEvent(new CustomEvent<SavedFile>(FILE_SAVED_EVENT, { detail: { fileName, blob } }))
  // jsdom (unit tests) has no object URLs and no downloads: the event is all there is.
  if (typeof URL.createObjectURL !== 'function') return
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // The click has started the download; the URL can go once this task ends.
    window.setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}
