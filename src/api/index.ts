export {
  actingUserSignal,
  CALL_LIMITS,
  configureApi,
  forgetSignInNavigation,
  requestContext,
  resetApiContext,
  type RequestContext,
} from './context'
export {
  ApiError,
  ChangeRefusedError,
  failureText,
  failureWarning,
  RequestCancelledError,
  UnsentCallError,
} from './errors'
export { type CallOptions } from './client'
export { downloadFile, type DownloadedFile } from './download'
export {
  clearSessionFlag,
  DEEP_LINK_STORAGE_KEY,
  hasActiveSession,
  markSessionActive,
  rememberDeepLink,
  SESSION_FLAG_STORAGE_KEY,
  signIn,
  signInUrl,
  signOut,
  signOutUrl,
  takeDeepLink,
} from './signIn'
export type * from './types'
export type { InvestorDirectory } from './investorDirectory'
export { antiForgeryHeaders, endpoints, type Endpoint, type EndpointName } from './endpoints'

/** The provider client, one typed function per call of spec §7, grouped by service. */
export * as api from './services'
