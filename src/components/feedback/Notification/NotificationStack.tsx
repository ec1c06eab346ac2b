import styled from 'styled-components'
import type { NotificationVariant } from '../../../domain'
import { px } from '../../theme/mixins'
import { popupCode, Portal } from '../../utils'

/** A notification's code loads with the first one shown (the portal preloads it when it is first idle). */
const Notification = popupCode(() => import('./Notification').then((module) => module.Notification))

const Region = styled.div`
  position: fixed;
  top: ${({ theme }) => px(theme.dimensions.headerOffsetPinned)};
  right: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.notification};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ theme }) => px(theme.sizes.notificationWidth)};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
  pointer-events: none;
`

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
export function NotificationStack({ notifications, onDismiss, autoCloseMs }: NotificationStackProps) {
  return (
    <Portal>
      <Region>
        {notifications.map((notification) => (
          <Notification
            key={notification.id}
            variant={notification.variant}
            text={notification.text}
            exclamation={notification.exclamation}
            autoCloseMs={autoCloseMs}
            onClose={() => onDismiss(notification.id)}
          />
        ))}
      </Region>
    </Portal>
  )
}
