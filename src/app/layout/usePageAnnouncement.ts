import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { documentTitle, normalizePath } from '../../domain'
import { useCurrentRoute } from '../routes/useCurrentRoute'
import type { PortalState } from '../state/portalStore'

/** The document title (WCAG 2.4.2): the item a screen names, the route table's title, the portal's name. */
export function useDocumentTitle(portal: PortalState) {
  const title = useCurrentRoute()?.route.title
  const { pageTitleDetail } = useSnapshot(portal)
  useEffect(() => {
    document.title = documentTitle(pageTitleDetail, title)
  }, [pageTitleDetail, title])
}

/** How long a new page may take to show its heading (its chunk loading on a slow line) before we give up. */
const HEADING_WAIT_MS = 10_000

/**
 * Focus may go to the new page's heading when it is nowhere the reader chose since: on the page's body, on
 * something the navigation removed, or on the header, navigation or footer they navigated from. Never out of a
 * dialog (a terms dialog opened by the new page) or a field they moved to meanwhile.
 */
function mayTakeFocus(): boolean {
  const active = document.activeElement
  if (!active || active === document.body || !active.isConnected) return true
  return active.closest('header, nav, footer') !== null && active.closest('[role="dialog"]') === null
}

function focusHeading(heading: HTMLElement) {
  if (!mayTakeFocus()) return
  heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

/**
 * After an in-app navigation to another path, focus moves to the new page's heading (h1) once it is shown, as
 * screen readers then read the new page's name; the page does not scroll for it. Not on the session's first page,
 * nor when only the query or the hash changes (a filter, a help tab).
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation()
  const previous = useRef<string | null>(null)
  useEffect(() => {
    const before = previous.current
    previous.current = pathname
    if (before === null || normalizePath(before) === normalizePath(pathname)) return
    const main = document.getElementById('main-content')
    if (!main) return
    const shown = () => main.querySelector<HTMLElement>('h1')
    const now = shown()
    if (now) {
      focusHeading(now)
      return
    }
    // The screen's chunk, or the terms it asks first, may hold the heading back: wait for it, a while.
    const observer = new MutationObserver(() => {
      const heading = shown()
      if (!heading) return
      stop()
      focusHeading(heading)
    })
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS)
    const stop = () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
    observer.observe(main, { childList: true, subtree: true })
    return stop
  }, [pathname])
}
