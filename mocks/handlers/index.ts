import { calendarHandlers } from './calendar'
import { controlHandlers, providerGate, sessionHandlers } from './control'
import { documentsHandlers } from './documents'
import { entitlementsHandlers } from './entitlements'
import { identityHandlers } from './identity'
import { oneHandler } from './oneHandler'
import { reportingHandlers } from './reporting'

/**
 * Every handler of the embedded provider, in one list shared by all hosts: the control routes, then the gate
 * that records calls and applies faults, then sign-in/out and the calls of spec §7; given to MSW as one handler
 * (see oneHandler), so that MSW does not parse every request's URL and cookies once per handler.
 */
export const handlers = [
  oneHandler([
    ...controlHandlers,
    providerGate,
    ...sessionHandlers,
    ...entitlementsHandlers,
    ...identityHandlers,
    ...documentsHandlers,
    ...calendarHandlers,
    ...reportingHandlers,
  ]),
]
