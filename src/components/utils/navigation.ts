import type { MouseEvent } from 'react'
import { portalPath } from '../../domain/portalAddresses'

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
 * A path of this portal ('/documents?…'), not a URL, a protocol-relative one ('//host', '/\\host') or a mailto: the
 * router's to follow. Judged as the browser would resolve it (portalPath).
 */
export const isInAppPath = (href: string): boolean => href.startsWith('/') && portalPath(href) !== null

/**
 * Hands a plain click on an in-app link to navigate (the LinkNavigationProvider's) instead of letting the browser
 * load the page; without navigate, with a modifier or for anything but a path of the portal (a mailto, another
 * site), the browser follows the link as any anchor. A link that downloads its file (a past event's PDF) or opens
 * another window is always the browser's.
 */
export function navigateOnClick(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  navigate: NavigateHandler | undefined,
): void {
  if (!navigate || !isPlainLeftClick(event) || !isInAppPath(href)) return
  const anchor = event.currentTarget
  if (anchor.hasAttribute('download') || (anchor.target !== '' && anchor.target !== '_self')) return
  event.preventDefault()
  navigate(href)
}
