import { entitlementsHandlers } from './entitlements'

/** Every handler of the embedded provider, in one list shared by all hosts. */
export const handlers = [...entitlementsHandlers]
