import { useLayoutEffect, type RefObject } from 'react'

export type Placement = 'bottom-start' | 'bottom-end' | 'bottom' | 'top'

export interface PopoverPositionOptions {
  placement?: Placement
  /** Space between anchor and popover, in pixels. */
  gap?: number
  /** Smallest distance to the viewport's edges, in pixels. */
  margin?: number
  /** The popover is at least as wide as its anchor. */
  matchWidth?: boolean
}

export interface Box {
  top: number
  left: number
  width: number
  height: number
}

/**
 * Where a popover of the given size goes next to its anchor (viewport coordinates): under it by default, above
 * when there is no room below but room above, and shifted sideways to stay inside the viewport.
 */
export function popoverPlacement(
  anchor: Box,
  popover: { width: number; height: number },
  viewport: { width: number; height: number },
  { placement = 'bottom-start', gap = 4, margin = 8 }: PopoverPositionOptions = {},
): { top: number; left: number } {
  const anchorRight = anchor.left + anchor.width
  const anchorBottom = anchor.top + anchor.height
  let left =
    placement === 'bottom-start'
      ? anchor.left
      : placement === 'bottom-end'
        ? anchorRight - popover.width
        : anchor.left + anchor.width / 2 - popover.width / 2
  left = Math.max(margin, Math.min(left, viewport.width - popover.width - margin))
  const above = anchor.top - gap - popover.height
  const below = anchorBottom + gap
  let top = placement === 'top' ? above : below
  if (placement === 'top' && above < 0) top = below
  else if (placement !== 'top' && below + popover.height > viewport.height && above >= 0) top = above
  return { top, left }
}

/**
 * Keeps a portalled popover (position: absolute in the document) next to its anchor while it is open: on
 * open (in a layout effect, so it is placed before it is first painted), on resize of the window or of the
 * popover, and when anything scrolls. Writes the element's style directly, so positioning never re-renders the
 * popover's content.
 */
export function usePopoverPosition(
  anchorRef: RefObject<HTMLElement | null>,
  popoverRef: RefObject<HTMLElement | null>,
  open: boolean,
  options: PopoverPositionOptions = {},
): void {
  const { placement, gap, margin, matchWidth } = options
  useLayoutEffect(() => {
    const anchor = anchorRef.current
    const popover = popoverRef.current
    if (!open || !anchor || !popover) return
    const view = anchor.ownerDocument.defaultView ?? window
    const update = () => {
      const rect = anchor.getBoundingClientRect()
      if (matchWidth) popover.style.minWidth = `${rect.width}px`
      const { top, left } = popoverPlacement(
        rect,
        { width: popover.offsetWidth, height: popover.offsetHeight },
        { width: anchor.ownerDocument.documentElement.clientWidth, height: view.innerHeight },
        { placement, gap, margin },
      )
      popover.style.top = `${top + view.scrollY}px`
      popover.style.left = `${left + view.scrollX}px`
    }
    update()
    view.addEventListener('resize', update)
    view.addEventListener('scroll', update, true)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(popover)
    return () => {
      view.removeEventListener('resize', update)
      view.removeEventListener('scroll', update, true)
      observer?.disconnect()
    }
  }, [anchorRef, popoverRef, open, placement, gap, margin, matchWidth])
}
