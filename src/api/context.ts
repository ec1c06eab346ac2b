/**
 * What every call needs to know about the session, kept current by the app layer
 * (spec §7: entitledUserId while impersonating, the selected investor-account group).
 */
export interface RequestContext {
  baseUrl: string
  entitledUserId: string | null
  investorAccountGroupId: string | null
}

export const requestContext: RequestContext = {
  baseUrl: '',
  entitledUserId: null,
  investorAccountGroupId: null,
}

export function configureApi(changes: Partial<RequestContext>): void {
  Object.assign(requestContext, changes)
}
