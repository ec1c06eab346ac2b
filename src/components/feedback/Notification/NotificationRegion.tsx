import styled from 'styled-components'
import { px } from '../../theme/mixins'
import { Portal } from '../../utils'
import { Notification } from './Notification'
import type { NotificationStackProps } from './NotificationStack'
import { theme } from '../../theme/tokens'

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
export function NotificationRegion({ notifications, onDismiss, autoCloseMs }: NotificationStackProps) {
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
