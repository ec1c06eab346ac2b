import type { EndpointName } from '../../api'
import { useResource, type Resource, type ResourceKey } from './useResource'
import { useResourceScope, type ResourceScope } from './useResourceScope'

/**
 * The provider call a scoped load makes, named as the endpoint registry (src/api/endpoints) names it: a key that
 * names no endpoint does not compile. Loads of one call told apart by what they make of it (the portfolio's
 * snapshot and history both read the account summary) differ by their parameters, and each hook keeps its own.
 */
export type ResourceCall = EndpointName

/** What a scoped load is keyed by: the call's name, its parameters and whose data it is. */
export interface ScopedKey<P> extends ResourceScope {
  call: ResourceCall
  params: P
}

/** Which part of the scope a call is asked for: both (the default), or the user alone (a call without the group). */
export type ScopeOf = 'userAndGroup' | 'user'

/** The key of `call` with `params` for the session's scope; null while the parameters are not known yet. */
export function useScopedKey<P extends ResourceKey>(
  call: ResourceCall,
  params: P | null,
  scopeOf: ScopeOf = 'userAndGroup',
): ScopedKey<P> | null {
  const { user, group } = useResourceScope()
  if (params === null) return null
  return { call, params, user, group: scopeOf === 'user' ? '' : group }
}

const waiting = () => new Promise<never>(() => undefined)

/**
 * A provider call's data for the session's user and investor group: the scope is part of the key, so a group
 * change or an impersonation loads again and never shows the previous scope's data. `params` null waits (idle);
 * `load` receives them, so it needs no assertion that they are known.
 */
export function useScopedResource<P extends ResourceKey, T>(
  call: ResourceCall,
  params: P | null,
  load: (params: P, signal: AbortSignal) => Promise<T>,
  scopeOf?: ScopeOf,
): Resource<T> {
  const key = useScopedKey(call, params, scopeOf)
  const owner = key === null ? '' : JSON.stringify([key.user, key.group])
  return useResource(key, key === null ? waiting : (signal) => load(key.params, signal), owner)
}
