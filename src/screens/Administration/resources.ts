import { api } from '../../api'
import { isEmailAddress } from '../../domain'
import { useDebouncedValue } from '../../components'
import { useResource } from '../kit'

const LOOKUP_PAUSE_MS = 400

/**
 * The user an administration report's email names, looked up with EntitledUsers once the typing pauses on a
 * valid address. Idle without one; a failed look-up does not stop the report.
 */
export function useUserLookup(email: string) {
  const settled = useDebouncedValue(email.trim(), LOOKUP_PAUSE_MS)
  return useResource(isEmailAddress(settled) ? { userByEmail: settled.toLowerCase() } : null, (signal) =>
    api.entitlements.findEntitledUser(settled, { signal }),
  )
}
