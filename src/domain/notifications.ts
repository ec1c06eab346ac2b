import type { Notification, NotificationVariant } from './entities/notification'
import { notificationTitles } from './texts/layout'

/** info reads 'Success!', warning 'Error!'. */
export const notificationTitle = (variant: NotificationVariant): string => notificationTitles[variant]

export const successNotification = (text: string): Notification => ({ open: true, variant: 'info', text })

export const warningNotification = (text: string, exclamation = true): Notification => ({
  open: true,
  variant: 'warning',
  text,
  exclamation,
})

export const closedNotification = (previous: Notification): Notification => ({ ...previous, open: false })
