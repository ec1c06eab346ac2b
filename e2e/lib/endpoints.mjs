import { FAULT_KINDS } from '../../mocks/faults.ts'

// The provider's calls, from the registry the portal itself builds them with (loaded through tsx, see
// e2e/run.mjs): a journey never restates a path.
export { antiForgeryHeaders, endpoints } from '../../src/api/endpoints/index.ts'

/** `METHOD path` of a call, as the matrix names it: its template, `{name}` standing for any value. */
export const callName = (endpoint) => `${endpoint.method} ${endpoint.template}`

/**
 * A fault row's method and path (mocks/faults.ts): the placeholders given are filled in, the others are `*`, so
 * the fault covers the call for any id.
 */
export const faultOf = (endpoint, values) => ({ method: endpoint.method, path: endpoint.glob(values) })

/**
 * The faults every call of the fault matrix is put through, and what the user must then see: the §8 text or quiet
 * behaviour (500, network error), the empty answer (204), the provider's sign-in (401), the normal outcome (slow).
 */
export const faultKinds = [
  { name: '500', fault: FAULT_KINDS['500'], outcome: 'failure' },
  { name: 'network error', fault: FAULT_KINDS['network error'], outcome: 'failure' },
  { name: '204', fault: FAULT_KINDS['204'], outcome: 'empty' },
  { name: '401', fault: FAULT_KINDS['401'], outcome: 'sign-in' },
  { name: 'slow (1500 ms)', fault: FAULT_KINDS.slow, outcome: 'slow' },
  { name: '403', fault: FAULT_KINDS['403'], outcome: 'failure' },
  // Answers the portal must not believe: each a failed call with its §8 text. Only for calls answering JSON (a
  // file's bytes are the file's, see `file` in e2e/faults.test.mjs).
  { name: 'malformed JSON', fault: FAULT_KINDS['malformed JSON'], outcome: 'failure', json: true },
  { name: 'wrong shape', fault: FAULT_KINDS['wrong shape'], outcome: 'failure', json: true },
  { name: 'huge answer (3 MB)', fault: FAULT_KINDS['huge answer'], outcome: 'failure', json: true },
]
