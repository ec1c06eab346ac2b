import type { Endpoint } from './endpoint'
import { endpoints, type EndpointName } from '.'

/**
 * Whether a call changes what a user owns (a 'write') or only reads. Spec §4: an administrator acting as another
 * user changes nothing of theirs, so the provider refuses every write sent for another user, and the portal
 * names that refusal plainly. Some POSTs are reads (searches, reports, downloads): the method alone cannot tell.
 * The record is keyed by every endpoint name, so a new call does not compile until it is classified here.
 */
export const callKinds: Record<EndpointName, 'read' | 'write'> = {
  userProfile: 'read',
  segmentFunctions: 'read',
  homeContent: 'read',
  entitledAccounts: 'read',
  fundInvestorAccounts: 'read',
  entitledFunds: 'read',
  accountGroups: 'read',
  createAccountGroup: 'write',
  updateAccountGroup: 'write',
  deleteAccountGroup: 'write',
  addAccountToGroup: 'write',
  removeAccountFromGroup: 'write',
  terms: 'read',
  acceptTerms: 'write',
  termAcceptanceReport: 'read',
  investorRequest: 'write',
  userPreferences: 'read',
  userPreferenceId: 'read',
  createUserPreference: 'write',
  updateUserPreference: 'write',
  entitledUsers: 'read',
  embedToken: 'read',
  embedUrl: 'read',
  documentTypes: 'read',
  fundDocumentTypes: 'read',
  documentSearch: 'read',
  dataRoomSearch: 'read',
  documentExport: 'read',
  actionRequiredCount: 'read',
  documentActionItem: 'write',
  documentRead: 'write',
  documentDownload: 'read',
  userActivityReport: 'read',
  calendarEvents: 'read',
  funds: 'read',
  investors: 'read',
  fundHeads: 'read',
  fundPeriods: 'read',
  fundInvestments: 'read',
  fundAdjustments: 'read',
  moicTotals: 'read',
  historicMoic: 'read',
  fundReportingPeriod: 'read',
  summaryInvestmentScheduleDownload: 'read',
  scheduleOfInvestmentsPeriods: 'read',
  scheduleOfInvestments: 'read',
  scheduleOfInvestmentsDownload: 'read',
  cashFlowFilters: 'read',
  cashFlowReport: 'read',
  cashFlowDownload: 'read',
  capitalAccountStatement: 'read',
  accountSummary: 'read',
  capitalAccountStatementDownload: 'read',
  capitalAccountPeriods: 'read',
  accountSummaryFilter: 'read',
  accountSummaryDownload: 'read',
  signIn: 'read',
  signOut: 'read',
  /** The identity provider's own call, sent without the session: it never acts for another user. */
  passwordChange: 'write',
}

const callKey = ({ method, template }: Pick<Endpoint, 'method' | 'template'>): string =>
  `${method} ${template}`

let classified: Map<string, 'read' | 'write'> | null = null

/**
 * Whether a call (method and path template) is a write. Calls sharing a path share a kind (the registry test
 * checks it). A call outside the registry is a write unless it is a GET: an unknown call fails closed.
 */
export function isWrite(call: Pick<Endpoint, 'method' | 'template'>): boolean {
  classified ??= new Map(
    Object.entries(callKinds).map(([name, kind]) => [callKey(endpoints[name as EndpointName]), kind]),
  )
  return (classified.get(callKey(call)) ?? (call.method === 'GET' ? 'read' : 'write')) === 'write'
}
