import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import { PREFERENCE_SETTINGS, type Preference } from '../../../src/domain'
import { personas, type PersonaId } from '../../personas'
import { nextMockId } from '../../state'
import { findPersonaByUserId, preferencesOf, setPreferences } from '../../store'
import { fail, requireInteger, requireObject, requireString, route, type Call } from '../route'

/** The user whose preferences a call names in ?userId=: themselves, or anyone for an administrator. */
function preferenceOwner(call: Call): PersonaId {
  const userId = call.query.get('userId') ?? fail(400, ['userId is required.'])
  if (userId === personas[call.signedIn].userId) return call.signedIn
  if (!personas[call.signedIn].permissions.includes('impersonate:User')) fail(403)
  return findPersonaByUserId(userId) ?? fail(404)
}

/** A user's preferences (number and date formats, default group), by their id or name. */
export const preferenceHandlers = [
  route(
    endpoints.userPreferenceId,
    (call) => {
      const owner = preferenceOwner(call)
      const name = call.params.preferenceName ?? ''
      if (!(PREFERENCE_SETTINGS as readonly string[]).includes(name))
        fail(400, [`Unknown preference ${name}.`])
      return HttpResponse.json(preferencesOf(owner).find((p) => p.setting === name)?.id ?? 0)
    },
    { userLevel: true },
  ),

  route(
    endpoints.createUserPreference,
    async (call) => {
      const owner = preferenceOwner(call)
      const body = requireObject(await call.json())
      const setting = requireString(body.Setting, 'Setting')
      if (!(PREFERENCE_SETTINGS as readonly string[]).includes(setting))
        fail(400, [`Unknown preference ${setting}.`])
      const value = typeof body.Value === 'string' ? body.Value : fail(400, ['Value is required.'])
      const preferences = preferencesOf(owner)
      if (preferences.some((p) => p.setting === setting)) fail(409, [`${setting} already exists.`])
      setPreferences(owner, [...preferences, { id: nextMockId(), setting, value }])
      return new HttpResponse(null, { status: 201 })
    },
    { userLevel: true },
  ),

  route(
    endpoints.updateUserPreference,
    async (call) => {
      const owner = preferenceOwner(call)
      const id = requireInteger(call.params.id, 'preference id')
      const body = requireObject(await call.json())
      if (body.id !== undefined && requireInteger(body.id, 'id') !== id)
        fail(400, ['The id does not match the path.'])
      const value = typeof body.Value === 'string' ? body.Value : fail(400, ['Value is required.'])
      const preferences = preferencesOf(owner)
      const existing: Preference = preferences.find((p) => p.id === id) ?? fail(404)
      if (typeof body.Setting === 'string' && body.Setting !== existing.setting)
        fail(400, ['Setting does not match the preference.'])
      setPreferences(
        owner,
        preferences.map((p) => (p === existing ? { ...p, value } : p)),
      )
      return new HttpResponse(null, { status: 204 })
    },
    { userLevel: true },
  ),

  route(endpoints.userPreferences, (call) => HttpResponse.json(preferencesOf(preferenceOwner(call))), {
    userLevel: true,
  }),
]
