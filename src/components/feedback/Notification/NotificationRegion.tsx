import styled from 'styled-components'
import type { NotificationVariant } from '../../../domain'
import { px } from '../../theme/mixins'
import { Portal } from '../../utils'
import { Notification } from './Notification'
import { theme } from '../../theme/tokens'

export interface StackedNotification {
  /** Unique while shown. */
  id: string
  variant: NotificationVariant
  text: string
  exclamation?: boolean
}

export interface NotificationRegionProps {
  /** Shown top to bottom in this order (put the newest first to show it on top). */
  notifications: readonly StackedNotification[]
  /** A notification was dismissed or timed out. */
  onDismiss: (id: string) => void
  /** Per notification; 5000 ms by default, null keeps them open. */
  autoCloseMs?: number | null
}

const Region = styled.div`
  position: fixed;
  top: ${px(theme.dimensions.headerOffsetPinned)};
  right: ${theme.space.lg};
  z-index: ${theme.zIndex.notification};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${theme.space.sm};
  width: ${px(theme.sizes.notificationWidth)};
  max-width: calc(100vw - 2 * ${theme.space.lg});
  pointer-events: none;
`

/** The stack as drawn: each notification at the top right of the page, closing on its own timer. */
export function NotificationRegion({ notifications, onDismiss, autoCloseMs }: NotificationRegionProps) {
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
