import { firstErrorText, type EntitledUser, type HomeContent, type User } from '../../domain'
import { requestJson, requestVoid, callTo, type CallOptions } from '../client'
import { requestContext } from '../context'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'
import { sessionEndpoints } from '../endpoints/session'
import { ApiError } from '../errors'
import { isRecord, isString, isStringList, listOf, optional, shaped } from '../guards'
import type { PasswordChangeRequest } from '../types'

const isUser = shaped<User>({ userId: isString, permissions: Array.isArray, segmentFunction: Array.isArray })
const isEntitledUser = shaped<EntitledUser>({ userId: isString, email: isString })

/** GET the user's profile, never cached: who is signed in (their own profile, no context). */
export const getUserProfile = ({ signal }: CallOptions = {}): Promise<User> =>
  requestJson(
    {
      ...callTo(endpoints.userProfile),
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      withContext: false,
      signal,
    },
    isUser,
  )

/** GET the segment functions: loaded when impersonation starts, for the impersonated user. */
export const getSegmentFunctions = (
  entitledUserId?: string | null,
  { signal }: CallOptions = {},
): Promise<string[]> =>
  requestJson(
    { ...callTo(endpoints.segmentFunctions), query: { entitledUserId }, signal, withContext: false },
    isStringList,
    () => [],
  )

/** GET the home page video. */
export const getHomeContent = ({ signal }: CallOptions = {}): Promise<HomeContent> =>
  requestJson(
    { ...callTo(endpoints.homeContent), signal },
    shaped<HomeContent>({ homePageVideo: optional(isRecord) }),
    () => ({ homePageVideo: null }),
  )

/** GET the entitled users with an email (?email=): the first one found, or null. */
export const findEntitledUser = async (
  email: string,
  { signal }: CallOptions = {},
): Promise<EntitledUser | null> => {
  const users = await requestJson(
    { ...callTo(endpoints.entitledUsers), query: { email }, signal, withContext: false },
    listOf(isEntitledUser),
    () => [],
  )
  return users[0] ?? null
}

/**
 * Asks the identity provider (runtime configuration) to email the user a password reset link, without
 * credentials: the provider is another origin. Its errors are read from the first item of the answer (spec §7);
 * without one, 'Some error occurred. Please try again.'.
 */
export async function changePassword(email: string, { signal }: CallOptions = {}): Promise<void> {
  const endpoint = requestContext.passwordChange
  const failure = sessionEndpoints.passwordChange.failure
  if (!endpoint) throw new ApiError(failure, null)
  const request: PasswordChangeRequest = {
    client_id: endpoint.clientId,
    email,
    connection: endpoint.connection,
  }
  try {
    await requestVoid({
      method: sessionEndpoints.passwordChange.method,
      path: endpoint.url,
      body: request,
      failure,
      signal,
      credentials: 'omit',
      withContext: false,
      external: true,
    })
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === null) throw error
    throw new ApiError(firstErrorText(error.body), error.status)
  }
}
