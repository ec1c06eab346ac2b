import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'

/** The URL's parameter naming the document open in the viewer: back closes it, and a link opens it. */
export const PREVIEW_PARAMETER = 'preview'

/**
 * The address that opens the document `id` on this page, its other parameters (its filters) kept: a path, so an
 * in-app link follows it in the router, without loading the page again.
 */
export function previewHref(pathname: string, search: string, id: string): string {
  const params = new URLSearchParams(search)
  params.set(PREVIEW_PARAMETER, id)
  return `${pathname}?${params.toString()}`
}

export interface PreviewLink {
  href: (id: string) => string
  /** Notes that the document was opened from this page, so that closing it goes back. */
  onOpen: (id: string) => void
}

/**
 * The document a page shows in its viewer (`?preview=<id>`), and how it closes: opened from the page, closing goes
 * back (the history keeps no closed document); opened from a link, closing leaves the page in the link's place.
 */
export function usePreviewParameter() {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const previewId = params.get(PREVIEW_PARAMETER)
  const openedHere = useRef<string | null>(null)

  const close = useCallback(() => {
    if (openedHere.current !== null && openedHere.current === previewId) {
      openedHere.current = null
      void navigate(-1)
      return
    }
    const next = new URLSearchParams(params)
    next.delete(PREVIEW_PARAMETER)
    setParams(next, { replace: true })
  }, [navigate, params, previewId, setParams])

  // One object per address, so lists that take it (a grid's columns) are not rebuilt at every render.
  const { pathname, search } = location
  const link = useMemo<PreviewLink>(
    () => ({
      href: (id) => previewHref(pathname, search, id),
      onOpen: (id) => {
        openedHere.current = id
      },
    }),
    [pathname, search],
  )
  return { previewId, close, link }
}
