import type { HomeContent } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'

/** GET the home page video. */
export const getHomeContent = ({ signal }: CallOptions = {}): Promise<HomeContent> =>
  requestJson({ ...callTo(endpoints.homeContent), signal }, () => ({ homePageVideo: null }))
