import { documentsEndpoints } from './documents'
import { entitlementsEndpoints } from './entitlements'
import { reportingEndpoints } from './reporting'
import { calendarEndpoints, sessionEndpoints } from './session'

export { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE, antiForgeryHeaders } from './antiForgery'
export { endpoint, placeholdersOf, type Endpoint, type Method, type PathArguments } from './endpoint'

/**
 * Every provider call of spec §7, named in the business's words: its method, its path under the API base and
 * its §8 failure text. The client, the mock provider, the stories and the journeys all read their paths here,
 * so that a path is written once.
 */
export const endpoints = {
  ...entitlementsEndpoints,
  ...documentsEndpoints,
  ...calendarEndpoints,
  ...reportingEndpoints,
  ...sessionEndpoints,
}

export type EndpointName = keyof typeof endpoints
