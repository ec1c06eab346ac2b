export type NotificationVariant = 'info' | 'warning'

/** spec §3 Notification. */
export interface NotificationMessage {
  open: boolean
  variant: NotificationVariant
  text: string
  exclamation?: boolean
}
