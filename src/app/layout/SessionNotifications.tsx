import { useSnapshot } from 'valtio'
import { NotificationStack } from '../../components'
import { usePortal } from '../state/PortalContext'
import { dismissNotification } from '../state/notifications'

/** The session's notifications, newest on top, each closing after 5000 ms (spec §2.5, §9). */
export function SessionNotifications() {
  const portal = usePortal()
  const { notifications } = useSnapshot(portal)
  return (
    <NotificationStack
      notifications={[...notifications].reverse()}
      onDismiss={(id) => dismissNotification(portal, id)}
    />
  )
}
