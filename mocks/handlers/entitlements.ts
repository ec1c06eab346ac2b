import { http, HttpResponse } from 'msw'
import { personas } from '../personas'
import { mockState } from '../state'

/** `*` lets the same handlers answer on any API base (embedded, Storybook, standalone server). */
const api = (path: string) => `*/${path}`

export const entitlementsHandlers = [
  http.get(api('entitlements/v1/user/profile'), () => {
    if (!mockState.persona) return new HttpResponse(null, { status: 401 })
    return HttpResponse.json(personas[mockState.persona])
  }),
]
