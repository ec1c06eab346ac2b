// The provider client, one typed function per call of spec §7, grouped by service: `api.<service>.<call>`.
// Namespaces rather than an object of them, so a build keeps only the calls a chunk makes (home's first load does
// not carry the documents', reports' and requests' calls).
export * as calendar from './calendar'
export * as documents from './documents'
export * as entitlements from './entitlements'
export * as reporting from './reporting'
export * as signIn from './signIn'
