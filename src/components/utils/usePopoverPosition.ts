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
 * Keeps a portalled popover (position: absolute in the document) next to its anchor while it is open: placed on
 * open (in a layout effect, so before it is first painted), then checked once a frame and placed again when its
 * anchor, its own size, the viewport or the scroll has changed. Frame by frame rather than on resize and scroll
 * events, because an anchor also moves when the page around it does (a drawer collapsing beside a filter bar, a
 * notice appearing above it) and no event says so. Writes the element's style directly, so positioning never
 * re-renders the popover's content.
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
    /** What the popover was last placed for; unchanged, the frame has nothing to do. */
    let placedFor = ''
    const place = () => {
      const rect = anchor.getBoundingClientRect()
      // Written only when it changes, so an unchanged frame leaves the layout clean.
      const minWidth = `${rect.width}px`
      if (matchWidth && popover.style.minWidth !== minWidth) popover.style.minWidth = minWidth
      const size = { width: popover.offsetWidth, height: popover.offsetHeight }
      const viewport = { width: anchor.ownerDocument.documentElement.clientWidth, height: view.innerHeight }
      const key = `${rect.left} ${rect.top} ${rect.width} ${rect.height} ${size.width} ${size.height} ${viewport.width} ${viewport.height} ${view.scrollX} ${view.scrollY}`
      if (key === placedFor) return
      placedFor = key
      const { top, left } = popoverPlacement(rect, size, viewport, { placement, gap, margin })
      popover.style.top = `${top + view.scrollY}px`
      popover.style.left = `${left + view.scrollX}px`
    }
    place()
    let frame = 0
    const follow = () => {
      place()
      frame = view.requestAnimationFrame(follow)
    }
    frame = view.requestAnimationFrame(follow)
    return () => view.cancelAnimationFrame(frame)
  }, [anchorRef, popoverRef, open, placement, gap, margin, matchWidth])
}
