import type { HomeContent } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'
import { isRecord, optional, shaped } from '../guards'

/** GET the home page video. */
export const getHomeContent = ({ signal }: CallOptions = {}): Promise<HomeContent> =>
  requestJson(
    { ...callTo(endpoints.homeContent), signal },
    shaped<HomeContent>({ homePageVideo: optional(isRecord) }),
    () => ({ homePageVideo: null }),
  )
