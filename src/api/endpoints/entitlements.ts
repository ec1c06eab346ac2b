import {
  groupDeleteFailed,
  groupUpdateFailed,
  rejectionTexts,
  SOMETHING_WENT_WRONG,
  warningTexts,
} from '../../domain/texts'
import { change, endpoint, withFailure } from './endpoint'
import type { AnswerSchema } from './answer'
import type { entitlementsAnswers } from './entitlementsAnswers'

type EntitlementsAnswers = typeof entitlementsAnswers

/** The schema of an answer, loaded with the first answer (see AnswerLoader). */
const entitlementsAnswer =
  <T>(pick: (answers: EntitlementsAnswers) => AnswerSchema<T>) =>
  () =>
    import('./entitlementsAnswers').then((answers) => pick(answers.entitlementsAnswers))

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
export const entitlementsEndpoints = {
  userProfile: endpoint('GET', '/entitlements/v1/user/profile', rejectionTexts.userProfile).answering(
    entitlementsAnswer((answers) => answers.userProfile),
  ),
  /** Loaded when impersonation starts, for the impersonated user. */
  segmentFunctions: endpoint(
    'GET',
    '/entitlements/v1/user/segmentFunction',
    rejectionTexts.impersonation,
  ).answering(entitlementsAnswer((answers) => answers.segmentFunctions)),
  homeContent: endpoint('GET', '/entitlements/v1/user/Content', rejectionTexts.video).answering(
    entitlementsAnswer((answers) => answers.homeContent),
  ),
  entitledAccounts: entitledAccounts.answering(entitlementsAnswer((answers) => answers.entitledAccounts)),
  /** The same list narrowed to some funds' accounts, loaded on demand. */
  fundInvestorAccounts: withFailure(entitledAccounts, rejectionTexts.investorAccounts),
  entitledFunds: endpoint(
    'GET',
    '/entitlements/v1/user/EntitledEntities',
    rejectionTexts.entitledFunds,
  ).answering(entitlementsAnswer((answers) => answers.entitledFunds)),
  accountGroups: accountGroups.answering(entitlementsAnswer((answers) => answers.accountGroups)),
  createAccountGroup: change('POST', accountGroups.template, warningTexts.groupCreate).answering(
    entitlementsAnswer((answers) => answers.createAccountGroup),
  ),
  updateAccountGroup: change('PUT', accountGroups.template, groupUpdateFailed),
  deleteAccountGroup: change('DELETE', `${accountGroups.template}/{groupId}`, groupDeleteFailed),
  addAccountToGroup: accountGroupMembers,
  removeAccountFromGroup: change('DELETE', accountGroupMembers.template, groupUpdateFailed),
  terms: terms.answering(entitlementsAnswer((answers) => answers.terms)),
  /** §8 gives no text: a failure is only logged. */
  acceptTerms: change('POST', terms.template, SOMETHING_WENT_WRONG),
  termAcceptanceReport: endpoint(
    'POST',
    `${terms.template}/TermAcceptanceReport`,
    warningTexts.reportDownload,
  ),
  /** A failure shows the first item of the answer, else this text. */
  investorRequest: change(
    'POST',
    '/entitlements/v1/user/InvestorRequest',
    warningTexts.someErrorOccurred,
  ).answering(entitlementsAnswer((answers) => answers.investorRequest)),
  /** Loaded when impersonation starts, for the impersonated user. */
  userPreferences: userPreferences.answering(entitlementsAnswer((answers) => answers.userPreferences)),
  userPreferenceId: endpoint(
    'GET',
    `${userPreferences.template}/{preferenceName}`,
    rejectionTexts.userPreference,
  ).answering(entitlementsAnswer((answers) => answers.userPreferenceId)),
  createUserPreference: change('POST', userPreferences.template, rejectionTexts.userPreference),
  updateUserPreference: change('PUT', `${userPreferences.template}/{id}`, rejectionTexts.userPreference),
  /** An administrator looks a user up by email (impersonation, the administration's reports). */
  entitledUsers: endpoint(
    'GET',
    '/entitlements/v1/system/EntitledUsers',
    rejectionTexts.impersonation,
  ).answering(entitlementsAnswer((answers) => answers.entitledUsers)),
  embedToken: endpoint('GET', '/entitlements/v1/reports/EmbedToken', rejectionTexts.embeddedReport).answering(
    entitlementsAnswer((answers) => answers.embedToken),
  ),
  embedUrl: endpoint(
    'GET',
    '/entitlements/v1/reports/{reportName}/EmbedUrl',
    rejectionTexts.embeddedReport,
  ).answering(entitlementsAnswer((answers) => answers.embedUrl)),
}
