import { useEffect, useState } from 'react'
import { api } from '../../api'
import { isAbortError, rejectionTexts, type HomeContent } from '../../domain'

type HomeContentState =
  { status: 'loading' } | { status: 'loaded'; content: HomeContent } | { status: 'failed'; error: string }

/** GET entitlements/v1/user/Content: the home page video; a failure reads 'Failed to load video'. */
export function useHomeContent(): HomeContentState {
  const [state, setState] = useState<HomeContentState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    api.entitlements.getHomeContent().then(
      (content) => {
        if (current) setState({ status: 'loaded', content })
      },
      (error: unknown) => {
        if (current && !isAbortError(error)) setState({ status: 'failed', error: rejectionTexts.video })
      },
    )
    return () => {
      current = false
    }
  }, [])
  return state
}
