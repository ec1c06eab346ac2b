import type { NotificationVariant } from '../../../domain'
import { popupCode } from '../../utils'

/**
 * The stack's code (its region and the notifications) loads with the first notification shown, as a popup's does
 * (popupCode; the portal preloads it when it is first idle). With none shown the stack draws nothing, so a chunk
 * that could not load is asked for again with the next notification.
 */
const NotificationRegion = popupCode(() =>
  import('./NotificationRegion').then((module) => module.NotificationRegion),
)

export interface StackedNotification {
  /** Unique while shown. */
  id: string
  variant: NotificationVariant
  text: string
  exclamation?: boolean
}

export interface NotificationStackProps {
  /** Shown top to bottom in this order (put the newest first to show it on top). */
  notifications: readonly StackedNotification[]
  /** A notification was dismissed or timed out. */
  onDismiss: (id: string) => void
  /** Per notification; 5000 ms by default, null keeps them open. */
  autoCloseMs?: number | null
}

/** Notifications stacked at the top right of the page, each closing on its own timer. */
export function NotificationStack(props: NotificationStackProps) {
  return props.notifications.length > 0 ? <NotificationRegion {...props} /> : null
}
