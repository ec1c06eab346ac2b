import {
  cloneElement,
  isValidElement,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import styled from 'styled-components'
import { px } from '../../theme/mixins'
import { Portal, usePopoverPosition, type Placement } from '../../utils'
import { theme } from '../../theme/tokens'

const Anchor = styled.span<{ $block: boolean }>`
  display: ${({ $block }) => ($block ? 'block' : 'inline-flex')};
  min-width: 0;
`

const Bubble = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  z-index: ${theme.zIndex.tooltip};
  max-width: ${px(theme.sizes.tooltipMaxWidth)};
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.tooltip};
  color: ${theme.colors.inkInverse};
  font-size: ${theme.typography.size.xs};
  line-height: ${theme.typography.lineHeight.tight};
  box-shadow: ${theme.shadows.raised};
  pointer-events: none;
  overflow-wrap: anywhere;
`

/** Only one tooltip shows at a time: showing one hides the one before (whose pointer or focus left it). */
let hideShownTooltip: (() => void) | null = null

export interface TooltipProps {
  /** The tooltip's text. */
  content: ReactNode
  /** The element described. It receives aria-describedby unless `describe` is false. */
  children: ReactNode
  /** Forces the tooltip open or closed (e.g. for the active option of a list); hover and focus otherwise. */
  open?: boolean
  placement?: Placement
  /**
   * Adds aria-describedby to the child element (default). Turn off when the content only repeats the
   * child's own text (a truncated label).
   */
  describe?: boolean
  /** The anchor fills its line (for truncated text) instead of wrapping its content tightly. */
  block?: boolean
}

/**
 * A short description shown on hover and keyboard focus, hidden again with Escape (WCAG 1.4.13). Disabled
 * controls that explain themselves with a tooltip use aria-disabled so they stay focusable.
 */
export function Tooltip({
  content,
  children,
  open,
  placement = 'bottom',
  describe = true,
  block = false,
}: TooltipProps) {
  const id = useId()
  const anchorRef = useRef<HTMLSpanElement>(null)
  const bubbleRef = useRef<HTMLDivElement>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [hide] = useState(() => () => {
    setHovered(false)
    setFocused(false)
  })
  const claim = () => {
    if (hideShownTooltip && hideShownTooltip !== hide) hideShownTooltip()
    hideShownTooltip = hide
  }
  const shown = open ?? ((hovered || focused) && !dismissed)
  usePopoverPosition(anchorRef, bubbleRef, shown, { placement })

  const described =
    describe && isValidElement<{ 'aria-describedby'?: string }>(children)
      ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, { 'aria-describedby': id })
      : children

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Escape' && shown) {
      setDismissed(true)
      event.stopPropagation()
    }
  }

  return (
    <Anchor
      ref={anchorRef}
      $block={block}
      onPointerEnter={() => {
        claim()
        setHovered(true)
      }}
      onPointerLeave={() => {
        setHovered(false)
        setDismissed(false)
      }}
      onFocus={() => {
        claim()
        setFocused(true)
      }}
      onBlur={() => {
        setFocused(false)
        setDismissed(false)
      }}
      onKeyDown={onKeyDown}
    >
      {described}
      <Portal>
        <Bubble ref={bubbleRef} id={id} role="tooltip" hidden={!shown}>
          {content}
        </Bubble>
      </Portal>
    </Anchor>
  )
}
