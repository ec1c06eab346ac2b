/** User-visible warnings of spec §8. */
export const warningTexts = {
  documentsLoad: 'Failed to load documents',
  documentDownload: 'The document download failed',
  reportDownload: 'The report download failed.',
  fileDownload: 'The file download failed.',
  /** A report file through the generic download helper (§7): the Summary Investment Schedule file. */
  reportDownloadShort: 'Report download failed.',
  reportNoData: 'Report has no data for the parameters given',
  tryAgain: 'Something went wrong. Please try again',
  documentStatusUpdate: 'There was a problem updating the document status. Please try again.',
  groupCreate: 'Failed to create new group',
  someErrorOccurred: 'Some error occurred. Please try again.',
} as const

export const groupDeleteFailed = (group: string): string => `Failed to delete ${group} group`

export const groupUpdateFailed = (group: string): string => `Failed to update group ${group}`

/**
 * Not a §8 text: the provider refused a change (403) because it was sent for another user. Spec §4 makes
 * impersonation read-only and the portal sends no change meanwhile, so this shows only if one slips through;
 * it says plainly why nothing was saved instead of a generic failure.
 */
export const CHANGES_REFUSED_FOR_ANOTHER_USER = 'You cannot make changes while acting as another user.'
