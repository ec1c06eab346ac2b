import { useEffect, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { ErrorScreen, FullScreenSpinner } from '../components'
import { loadUser } from './state/session'
import { useSessionStore } from './state/SessionContext'

/** The start-up sequence: the user profile loads first, under the full-screen spinner (spec §2.3, §4). */
export function StartUp({ children }: { children: ReactNode }) {
  const session = useSessionStore()
  const { userStatus } = useSnapshot(session)

  useEffect(() => {
    const controller = new AbortController()
    void loadUser(session, controller.signal)
    return () => controller.abort()
  }, [session])

  if (userStatus === 'rejected') return <ErrorScreen />
  if (userStatus !== 'fulfilled') return <FullScreenSpinner label="Loading your portal" />
  return children
}
