import type { MouseEvent } from 'react'

/** Called with the href of an in-app link; the caller decides how to route (components never call the router). */
export type NavigateHandler = (href: string) => void

interface ClickLike {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/** A click the page should handle itself: left button, no modifier (modifiers open new tabs or windows). */
export const isPlainLeftClick = (event: ClickLike): boolean =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey

/**
 * Hands a plain click on an in-app link to navigate (the LinkNavigationProvider's) instead of letting the browser
 * load the page; without navigate, or with a modifier, the browser follows the link as any anchor.
 */
export function navigateOnClick(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  navigate: NavigateHandler | undefined,
): void {
  if (!navigate || !isPlainLeftClick(event)) return
  event.preventDefault()
  navigate(href)
}
