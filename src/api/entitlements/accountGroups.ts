import type { AccountGroup } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { requestContext } from '../context'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'

/** GET the investor account groups, ?includeGroups=true&_=timestamp (the timestamp defeats caches). */
export const getAccountGroups = ({ signal }: CallOptions = {}): Promise<AccountGroup[]> =>
  requestJson(
    {
      ...callTo(endpoints.accountGroups),
      query: { includeGroups: true, _: requestContext.now().getTime() },
      signal,
    },
    () => [],
  )
