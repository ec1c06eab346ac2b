import { popupCode } from '../../utils'
import type { NotificationRegionProps } from './NotificationRegion'

/**
 * The stack's code (its region and the notifications) loads with the first notification shown, as a popup's does
 * (popupCode; the portal preloads it when it is first idle). With none shown the stack draws nothing, so a chunk
 * that could not load is asked for again with the next notification.
 */
const NotificationRegion = popupCode(() =>
  import('./NotificationRegion').then((module) => module.NotificationRegion),
)

export type NotificationStackProps = NotificationRegionProps

/** Notifications stacked at the top right of the page, each closing on its own timer. */
export function NotificationStack(props: NotificationStackProps) {
  return props.notifications.length > 0 ? <NotificationRegion {...props} /> : null
}
