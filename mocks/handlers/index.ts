import { calendarHandlers } from './calendar'
import { controlHandlers, providerGate, sessionHandlers } from './control'
import { documentsHandlers } from './documents'
import { entitlementsHandlers } from './entitlements'
import { identityHandlers } from './identity'
import { reportingHandlers } from './reporting'

/**
 * Every handler of the embedded provider, in one list shared by all hosts: the control routes, then the gate
 * that records calls and applies faults, then sign-in/out and the calls of spec §7.
 */
export const handlers = [
  ...controlHandlers,
  providerGate,
  ...sessionHandlers,
  ...entitlementsHandlers,
  ...identityHandlers,
  ...documentsHandlers,
  ...calendarHandlers,
  ...reportingHandlers,
]
