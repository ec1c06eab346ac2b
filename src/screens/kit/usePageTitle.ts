import { useEffect } from 'react'
import { usePortalActions } from '../portalSession'

/**
 * Puts the name of the item a page is about (a fund, a data room, an event) in the document title, in front of
 * the route's title, while the page shows it; null (still loading, not found) leaves the route's title alone.
 */
export function usePageTitle(detail: string | null | undefined): void {
  const { setPageTitle } = usePortalActions()
  useEffect(() => {
    if (!detail) return
    setPageTitle(detail)
    return () => setPageTitle(null)
  }, [detail, setPageTitle])
}
