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

/** Hands a plain click on an in-app link to onNavigate instead of letting the browser load the page. */
export function navigateOnClick(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  onNavigate: NavigateHandler | undefined,
): void {
  if (!onNavigate || !isPlainLeftClick(event)) return
  event.preventDefault()
  onNavigate(href)
}
