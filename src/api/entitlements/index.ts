// The entitlements service's calls (spec §7 Entitlements), one module per part of it; `api.entitlements` is
// all of them.
export * from './accountGroups'
export * from './accountGroupChanges'
export * from './accounts'
export * from './embeddedReports'
export * from './investorRequest'
export * from './preferences'
export * from './terms'
export * from './termAcceptanceReport'
export * from './user'
export * from './homeContent'
export * from './passwordChange'
