import { useCallback } from 'react'
import {
  capitalActivityTexts as texts,
  formatDate,
  formatNumber,
  sanitizeFileName,
  successTexts,
  type CapitalActivityEntry,
  type UserFormats,
} from '../../../domain'
import { saveFile } from '../../kit'
import { usePortalSession } from '../../portalSession'

/** An entry's amount as the page shows it: its currency, then the figure in the user's number format. */
export const activityAmount = (
  entry: CapitalActivityEntry,
  { numberFormat }: Pick<UserFormats, 'numberFormat'>,
) =>
  entry.amount === null
    ? texts.amountInNotice
    : [entry.currency, formatNumber(entry.amount, { decimals: 2, numberFormat })].filter(Boolean).join(' ')

/**
 * Saves a call's reminder (.ics: an all-day event on the due date, an alarm three business days before). The
 * calendar library comes with the module, loaded on the first click. False when the call has no due date to give.
 */
export async function saveCallReminder(entry: CapitalActivityEntry, formats: UserFormats): Promise<boolean> {
  const { capitalCallReminder } = await import('../../../domain/capitalCallReminder')
  const file = capitalCallReminder(
    entry,
    { amount: activityAmount(entry, formats), dueDate: formatDate(entry.dueDate, formats.dateFormat) },
    new Date(),
  )
  if (!file) return false
  saveFile(
    new Blob([file], { type: 'text/calendar' }),
    sanitizeFileName(texts.reminderFileName(entry.fund, entry.dueDate)),
  )
  return true
}

/** 'Add to calendar': the call's reminder saved, 'File generation successful.'; a failure shows its §8 text. */
export function useCallReminder(): (entry: CapitalActivityEntry) => void {
  const { formats, notifySuccess, reportFailure } = usePortalSession()
  return useCallback(
    (entry) =>
      void saveCallReminder(entry, formats).then(
        (saved) => saved && notifySuccess(successTexts.fileGeneration),
        (error: unknown) => reportFailure(error),
      ),
    [formats, notifySuccess, reportFailure],
  )
}
