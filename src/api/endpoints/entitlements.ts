import {
  groupDeleteFailed,
  groupUpdateFailed,
  rejectionTexts,
  SOMETHING_WENT_WRONG,
  warningTexts,
} from '../../domain/texts'
import { answeredFrom, change, endpoint, withFailure } from './endpoint'

const entitledAccounts = endpoint(
  'GET',
  '/entitlements/v1/user/EntitledAccounts',
  rejectionTexts.entitledAccounts,
)
const accountGroups = endpoint(
  'GET',
  '/entitlements/v1/user/InvestorAccountGroups',
  rejectionTexts.accountGroups,
)
const accountGroupMembers = change(
  'POST',
  '/entitlements/v1/user/InvestorAccountGroupsAssociation',
  groupUpdateFailed,
)
const userPreferences = endpoint('GET', '/entitlements/v1/user/UserPreferences', rejectionTexts.impersonation)
const terms = endpoint('GET', '/entitlements/v1/user/Terms', rejectionTexts.userTerms)

/** The entitlements service (spec §7 Entitlements): who the user is, what they may see, their settings. */
export const entitlementsEndpoints = answeredFrom('entitlementsAnswers', {
  userProfile: endpoint('GET', '/entitlements/v1/user/profile', rejectionTexts.userProfile),
  /** Loaded when impersonation starts, for the impersonated user. */
  segmentFunctions: endpoint('GET', '/entitlements/v1/user/segmentFunction', rejectionTexts.impersonation),
  homeContent: endpoint('GET', '/entitlements/v1/user/Content', rejectionTexts.video),
  entitledAccounts: entitledAccounts,
  /** The same list narrowed to some funds' accounts, loaded on demand. */
  fundInvestorAccounts: withFailure(entitledAccounts, rejectionTexts.investorAccounts),
  entitledFunds: endpoint('GET', '/entitlements/v1/user/EntitledEntities', rejectionTexts.entitledFunds),
  accountGroups: accountGroups,
  createAccountGroup: change('POST', accountGroups.template, warningTexts.groupCreate),
  updateAccountGroup: change('PUT', accountGroups.template, groupUpdateFailed),
  deleteAccountGroup: change('DELETE', `${accountGroups.template}/{groupId}`, groupDeleteFailed),
  addAccountToGroup: accountGroupMembers,
  removeAccountFromGroup: change('DELETE', accountGroupMembers.template, groupUpdateFailed),
  terms: terms,
  /** §8 gives no text: a failure is only logged. */
  acceptTerms: change('POST', terms.template, SOMETHING_WENT_WRONG),
  termAcceptanceReport: endpoint(
    'POST',
    `${terms.template}/TermAcceptanceReport`,
    warningTexts.reportDownload,
  ),
  /** A failure shows the first item of the answer, else this text. */
  investorRequest: change('POST', '/entitlements/v1/user/InvestorRequest', warningTexts.someErrorOccurred),
  /** Loaded when impersonation starts, for the impersonated user. */
  userPreferences: userPreferences,
  userPreferenceId: endpoint(
    'GET',
    `${userPreferences.template}/{preferenceName}`,
    rejectionTexts.userPreference,
  ),
  createUserPreference: change('POST', userPreferences.template, rejectionTexts.userPreference),
  updateUserPreference: change('PUT', `${userPreferences.template}/{id}`, rejectionTexts.userPreference),
  /** An administrator looks a user up by email (impersonation, the administration's reports). */
  entitledUsers: endpoint('GET', '/entitlements/v1/system/EntitledUsers', rejectionTexts.impersonation),
  embedToken: endpoint('GET', '/entitlements/v1/reports/EmbedToken', rejectionTexts.embeddedReport),
  embedUrl: endpoint('GET', '/entitlements/v1/reports/{reportName}/EmbedUrl', rejectionTexts.embeddedReport),
})
