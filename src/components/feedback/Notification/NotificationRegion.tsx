import styled from 'styled-components'
import { px } from '../../theme/mixins'
import { Portal } from '../../utils'
import { Notification } from './Notification'
import type { NotificationStackProps } from './NotificationStack'

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
