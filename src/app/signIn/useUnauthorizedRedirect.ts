import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { clearSessionFlag, configureApi, rememberDeepLink, signIn } from '../../api'

/**
 * A 401 anywhere (spec §8): the session flag is cleared, the router's current path is remembered as the deep
 * link (never home), and the user goes to sign-in.
 */
export function useUnauthorizedRedirect() {
  const location = useLocation()
  const current = useRef(location)
  useEffect(() => {
    current.current = location
  }, [location])
  useEffect(() => {
    configureApi({
      onUnauthorized: () => {
        clearSessionFlag()
        const { pathname, search, hash } = current.current
        rememberDeepLink(`${pathname}${search}${hash}`)
        signIn()
      },
    })
    return () => configureApi({ onUnauthorized: null })
  }, [])
}
