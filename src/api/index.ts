import * as entitlements from './entitlements'

export { configureApi, requestContext, type RequestContext } from './context'
export { ApiError } from './errors'

/** The provider client, one typed function per call of spec §7, grouped by service. */
export const api = { entitlements }
