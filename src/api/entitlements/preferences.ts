import type { Preference } from '../../domain'
import { callTo, requestJson, requestVoid, type CallOptions } from '../client'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'
import type { PreferenceBody } from '../types'

/** GET a preference's id (?userId=): 0 when the user has none. */
export const getPreferenceId = (
  preferenceName: string,
  userId: string,
  { signal }: CallOptions = {},
): Promise<number> =>
  requestJson(
    {
      ...callTo(endpoints.userPreferenceId, { preferenceName }),
      query: { userId },
      signal,
      withContext: false,
    },
    () => 0,
  )

/** POST a new preference (?userId=). */
export const createPreference = (
  userId: string,
  preference: PreferenceBody,
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({
    ...callTo(endpoints.createUserPreference),
    query: { userId },
    body: preference,
    signal,
    withContext: false,
  })

/** PUT a preference by its id (?userId=). */
export const updatePreference = (
  userId: string,
  preference: PreferenceBody & { id: number },
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({
    ...callTo(endpoints.updateUserPreference, { id: preference.id }),
    query: { userId },
    body: preference,
    signal,
    withContext: false,
  })

/** Saves a preference: updates it when the user has one, else creates it. */
export async function savePreference(
  userId: string,
  setting: string,
  value: string,
  { signal }: CallOptions = {},
): Promise<void> {
  const id = await getPreferenceId(setting, userId, { signal })
  if (id > 0) await updatePreference(userId, { Setting: setting, Value: value, id }, { signal })
  else await createPreference(userId, { Setting: setting, Value: value }, { signal })
}

/** GET a user's preferences (?userId=): loaded when impersonation starts, for the impersonated user. */
export const getPreferences = (userId: string, { signal }: CallOptions = {}): Promise<Preference[]> =>
  requestJson(
    { ...callTo(endpoints.userPreferences), query: { userId }, signal, withContext: false },
    () => [],
  )
