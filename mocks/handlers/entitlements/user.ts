import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import { personas } from '../../personas'
import { homeContent } from '../../seed/content'
import { fail, requireString, route, userOf } from '../route'

/** Who the user is: their profile, segment functions and home content; an administrator's user look-up. */
export const userHandlers = [
  route(
    endpoints.userProfile,
    (call) => {
      const user = userOf(call.signedIn)
      const defaultGroup =
        user.preferences.find((p) => p.setting === 'UserDefaultInvestorsGroup')?.value ?? null
      return HttpResponse.json({ ...user, selectedAccountGroup: defaultGroup })
    },
    { userLevel: true },
  ),

  route(endpoints.segmentFunctions, (call) => HttpResponse.json(call.user.segmentFunction), {
    userLevel: true,
  }),

  route(endpoints.homeContent, () => HttpResponse.json(homeContent), { userLevel: true }),

  route(
    endpoints.entitledUsers,
    (call) => {
      if (!personas[call.signedIn].permissions.includes('impersonate:User')) fail(403)
      const email = requireString(call.query.get('email'), 'email').trim().toLowerCase()
      const found = Object.values(personas).filter((user) => user.email.toLowerCase() === email)
      return HttpResponse.json(
        found.map((u) => ({
          userId: u.userId,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          isAdmin: u.isAdmin === true,
        })),
      )
    },
    { userLevel: true },
  ),
]
