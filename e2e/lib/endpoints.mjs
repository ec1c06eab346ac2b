// The provider's calls, from the registry the portal itself builds them with (loaded through tsx, see
// e2e/run.mjs): a journey never restates a path.
export { endpoints } from '../../src/api/endpoints/index.ts'

/** `METHOD path` of a call, as the matrix names it: its template, `{name}` standing for any value. */
export const callName = (endpoint) => `${endpoint.method} ${endpoint.template}`

/**
 * A fault row's method and path (mocks/faults.ts): the placeholders given are filled in, the others are `*`, so
 * the fault covers the call for any id.
 */
export const faultOf = (endpoint, values) => ({ method: endpoint.method, path: endpoint.glob(values) })
