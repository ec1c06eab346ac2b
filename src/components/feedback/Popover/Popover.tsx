import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import styled from 'styled-components'
import { px } from '../../theme/mixins'
import { Portal, useOutsidePointer, usePopoverPosition, type Placement } from '../../utils'
import { theme } from '../../theme/tokens'

const Surface = styled.div<{ $width?: number }>`
  position: absolute;
  top: 0;
  left: 0;
  z-index: ${theme.zIndex.popover};
  width: ${({ $width }) => ($width === undefined ? 'auto' : px($width))};
  min-width: ${px(theme.sizes.menuMinWidth)};
  max-width: calc(100vw - ${theme.space.md});
  background: ${theme.colors.surface};
  border: ${px(theme.sizes.border)} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.overlay};
  padding: ${theme.space.xs} 0;

  /* Content whose code is still loading (popupCode): no empty frame shows meanwhile. */
  &:empty {
    display: none;
  }
`

export interface PopoverProps {
  /** Shown when true; nothing is rendered otherwise. */
  open: boolean
  /** The element the popover is placed against (usually the button that opens it). */
  anchorRef: RefObject<HTMLElement | null>
  /** A pointer went down outside both the anchor and the popover. */
  onDismiss: () => void
  placement?: Placement
  /** A fixed width in pixels (e.g. the spec's 240 and 440); otherwise the content's, at least the anchor's. */
  width?: number
  /** Keys pressed inside the popover (Escape handling belongs to the owner, so nested popups close alone). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  id?: string
  className?: string
  children: ReactNode
}

/** A floating surface in a portal, kept next to its anchor: the base of menus, listboxes and date pickers. */
export function Popover({
  open,
  anchorRef,
  onDismiss,
  placement = 'bottom-start',
  width,
  onKeyDown,
  id,
  className,
  children,
}: PopoverProps) {
  const surfaceRef = useRef<HTMLDivElement>(null)
  usePopoverPosition(anchorRef, surfaceRef, open, { placement, matchWidth: width === undefined })
  useOutsidePointer([anchorRef, surfaceRef], open, onDismiss)
  if (!open) return null
  return (
    <Portal>
      <Surface ref={surfaceRef} id={id} className={className} $width={width} onKeyDown={onKeyDown}>
        {children}
      </Surface>
    </Portal>
  )
}
