import type { EntitledUser, User } from '../../domain'
import { requestJson, callTo, type CallOptions } from '../client'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'

/** GET the user's profile, never cached: who is signed in (their own profile, no context). */
export const getUserProfile = ({ signal }: CallOptions = {}): Promise<User> =>
  requestJson({
    ...callTo(endpoints.userProfile),
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    withContext: false,
    signal,
  })

/** GET the segment functions: loaded when impersonation starts, for the impersonated user. */
export const getSegmentFunctions = (
  entitledUserId?: string | null,
  { signal }: CallOptions = {},
): Promise<string[]> =>
  requestJson(
    { ...callTo(endpoints.segmentFunctions), query: { entitledUserId }, signal, withContext: false },
    () => [],
  )

/** GET the entitled users with an email (?email=): the first one found, or null. */
export const findEntitledUser = async (
  email: string,
  { signal }: CallOptions = {},
): Promise<EntitledUser | null> => {
  const users = await requestJson(
    { ...callTo(endpoints.entitledUsers), query: { email }, signal, withContext: false },
    () => [],
  )
  return users[0] ?? null
}
