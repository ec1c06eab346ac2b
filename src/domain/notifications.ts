import type { NotificationMessage, NotificationVariant } from './entities/notificationMessage'
import { notificationTitles } from './texts/layout'

/** info reads 'Success!', warning 'Error!'. */
export const notificationTitle = (variant: NotificationVariant): string => notificationTitles[variant]

export const successNotification = (text: string): NotificationMessage => ({
  open: true,
  variant: 'info',
  text,
})

export const warningNotification = (text: string, exclamation = true): NotificationMessage => ({
  open: true,
  variant: 'warning',
  text,
  exclamation,
})
