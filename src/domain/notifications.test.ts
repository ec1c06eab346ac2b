import { describe, expect, it } from 'vitest'
import { NOTIFICATION_AUTO_CLOSE_MS } from './constants'
import { notificationTitle, successNotification, warningNotification } from './notifications'

describe('notifications', () => {
  it("info is titled 'Success!' and warning 'Error!'", () => {
    expect(notificationTitle('info')).toBe('Success!')
    expect(notificationTitle('warning')).toBe('Error!')
  })
  it('open with their variant and text', () => {
    const success = successNotification('Your request has been sent.')
    expect(success).toEqual({ open: true, variant: 'info', text: 'Your request has been sent.' })
    expect(warningNotification('Failed to load documents')).toEqual({
      open: true,
      variant: 'warning',
      text: 'Failed to load documents',
      exclamation: true,
    })
  })
  it('auto-close after 5000 ms', () => {
    expect(NOTIFICATION_AUTO_CLOSE_MS).toBe(5000)
  })
})
