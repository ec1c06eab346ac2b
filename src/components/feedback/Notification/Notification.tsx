import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { NOTIFICATION_AUTO_CLOSE_MS, notificationTitle, type NotificationVariant } from '../../../domain'
import { CloseIcon, SuccessIcon, WarningIcon, InfoIcon } from '../../icons'
import { IconButton } from '../../inputs/IconButton'
import { px } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { theme } from '../../theme/tokens'

const Card = styled.div<{ $variant: NotificationVariant }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${theme.space.sm};
  width: min(100%, ${px(theme.sizes.notificationWidth)});
  padding: ${theme.space.sm} ${theme.space.xs} ${theme.space.sm} ${theme.space.md};
  background: ${({ $variant }) =>
    $variant === 'info' ? theme.colors.successSubtle : theme.colors.warningSubtle};
  border-left: ${theme.space.xs} solid
    ${({ $variant }) => ($variant === 'info' ? theme.colors.success : theme.colors.warning)};
  border-radius: ${theme.radii.sm};
  box-shadow: ${theme.shadows.overlay};
  color: ${theme.colors.ink};
  pointer-events: auto;
`

const Symbol = styled.span<{ $variant: NotificationVariant }>`
  display: inline-flex;
  padding-top: ${theme.space.sm};
  color: ${({ $variant }) => ($variant === 'info' ? theme.colors.success : theme.colors.warning)};
`

const Content = styled.div`
  padding: ${theme.space.xs} 0;
  min-width: 0;
  overflow-wrap: anywhere;
`

const Title = styled.p`
  margin: 0;
  font-weight: ${theme.typography.weight.bold};
`

const Text = styled.p`
  margin: 0;
`

export interface NotificationProps {
  /** info is titled 'Success!', warning 'Error!' (spec §2.5). */
  variant: NotificationVariant
  /** The message, e.g. 'Your request has been sent.'. */
  text: string
  /** Shown while true. */
  open?: boolean
  /** Dismissed by the user or by the timer. */
  onClose: () => void
  /**
   * Milliseconds before it closes by itself: 5000 by default (spec §9); null keeps it open. The timer
   * pauses while the pointer or keyboard focus is on the notification.
   */
  autoCloseMs?: number | null
  /** A warning shows the exclamation symbol (spec §3 Notification.exclamation); default true. */
  exclamation?: boolean
}

/** A success or warning message that closes itself after 5 seconds. */
export function Notification({
  variant,
  text,
  open = true,
  onClose,
  autoCloseMs = NOTIFICATION_AUTO_CLOSE_MS,
  exclamation = true,
}: NotificationProps) {
  const [paused, setPaused] = useState(false)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })
  useEffect(() => {
    if (!open || paused || autoCloseMs === null) return
    const timer = window.setTimeout(() => close.current(), autoCloseMs)
    return () => window.clearTimeout(timer)
  }, [open, paused, autoCloseMs, text])

  if (!open) return null
  const title = notificationTitle(variant)
  const symbol = variant === 'info' ? <SuccessIcon /> : exclamation ? <WarningIcon /> : <InfoIcon />
  return (
    <Card
      $variant={variant}
      role={variant === 'warning' ? 'alert' : 'status'}
      aria-label={title}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Symbol $variant={variant}>{symbol}</Symbol>
      <Content>
        <Title>{title}</Title>
        <Text>{text}</Text>
      </Content>
      <IconButton
        label={componentTexts.dismissNotification}
        icon={<CloseIcon size="sm" />}
        onClick={onClose}
      />
    </Card>
  )
}
