import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { ErrorScreen } from '../../components'
import { appTexts } from '../texts'

/**
 * Start-up failed (the profile call, after its one retry): the error screen, a way back rather than a dead end.
 * 'Try again' runs start-up again, and so does the address changing under it (back, forward), for the page now
 * asked for; a start-up that fails again shows the screen afresh, for that address.
 */
export function StartupErrorScreen({ onRetry }: { onRetry: () => void }) {
  // Every navigation, to the same address too: nothing but the investor moves the history while this shows.
  const { key } = useLocation()
  const [shownAt] = useState(key)
  useEffect(() => {
    if (key !== shownAt) onRetry()
  }, [key, shownAt, onRetry])
  return <ErrorScreen texts={appTexts.errorScreen} retry={{ label: appTexts.errorScreen.retry, onRetry }} />
}
