import { successNotification, warningNotification } from '../../domain'
import type { PortalState } from './portalStore'

let nextId = 1

/** 'Success!' notifications (variant info, spec §2.5). */
export function notifySuccess(portal: PortalState, text: string): void {
  portal.notifications.push({ ...successNotification(text), id: String(nextId++) })
}

/** 'Error!' notifications (variant warning) with the §8 text. */
export function notifyWarning(portal: PortalState, text: string): void {
  portal.notifications.push({ ...warningNotification(text), id: String(nextId++) })
}

export function dismissNotification(portal: PortalState, id: string): void {
  portal.notifications = portal.notifications.filter((notification) => notification.id !== id)
}
