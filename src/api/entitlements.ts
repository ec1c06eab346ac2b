import {
  firstErrorText,
  groupDeleteFailed,
  groupUpdateFailed,
  rejectionTexts,
  SOMETHING_WENT_WRONG,
  warningTexts,
  type AccountGroup,
  type EmbeddedReportName,
  type EmbedToken,
  type EmbedUrl,
  type EntitledAccount,
  type EntitledEntity,
  type EntitledUser,
  type HomeContent,
  type Id,
  type InvestorRequestPayload,
  type Preference,
  type Term,
  type User,
} from '../domain'
import { requestContext } from './context'
import { ApiError } from './errors'
import { requestFile, requestJson, requestVoid, type CallOptions, type DownloadedFile } from './client'
import {
  anything,
  isId,
  isNumber,
  isRecord,
  isString,
  isStringList,
  listOf,
  optional,
  shaped,
} from './guards'
import type {
  AccountGroupAssociation,
  AccountGroupDraft,
  AccountGroupUpdate,
  PasswordChangeRequest,
  PreferenceBody,
  TermAcceptanceReportRequest,
} from './types'

const USER = '/entitlements/v1/user'
const isUser = shaped<User>({ userId: isString, permissions: Array.isArray, segmentFunction: Array.isArray })
const isEntitledAccount = shaped<EntitledAccount>({ id: isNumber, globalId: isString, name: isString })
const isEntitledEntity = shaped<EntitledEntity>({ id: isNumber, globalId: isString })
const isAccountGroup = shaped<AccountGroup>({ groupId: isId, groupName: isString })
const isTerm = shaped<Term>({ id: isNumber, name: isString, associationType: isString })
const isPreference = shaped<Preference>({ setting: isString, value: isString })
const isEntitledUser = shaped<EntitledUser>({ userId: isString, email: isString })

/** GET /entitlements/v1/user/profile, never cached: who is signed in (their own profile, no context). */
export const getUserProfile = ({ signal }: CallOptions = {}): Promise<User> =>
  requestJson(
    {
      method: 'GET',
      path: `${USER}/profile`,
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      failure: rejectionTexts.userProfile,
      withContext: false,
      signal,
    },
    isUser,
  )

/** GET /entitlements/v1/user/segmentFunction: loaded when impersonation starts, for the impersonated user. */
export const getSegmentFunctions = (
  entitledUserId?: string | null,
  { signal }: CallOptions = {},
): Promise<string[]> =>
  requestJson(
    {
      method: 'GET',
      path: `${USER}/segmentFunction`,
      query: { entitledUserId },
      failure: rejectionTexts.impersonation,
      signal,
      withContext: false,
    },
    isStringList,
    () => [],
  )

/** GET entitlements/v1/user/Content: the home page video. */
export const getHomeContent = ({ signal }: CallOptions = {}): Promise<HomeContent> =>
  requestJson(
    { method: 'GET', path: `${USER}/Content`, failure: rejectionTexts.video, signal },
    shaped<HomeContent>({ homePageVideo: optional(isRecord) }),
    () => ({ homePageVideo: null }),
  )

export interface EntitledAccountsFilter {
  entitledEntities?: Id[] | null
  entitledEntityGlobalIds?: string[] | null
}

/** GET /entitlements/v1/user/EntitledAccounts, optionally only the accounts of some funds. */
export const getEntitledAccounts = (
  filter: EntitledAccountsFilter = {},
  failure: string = rejectionTexts.entitledAccounts,
  { signal }: CallOptions = {},
): Promise<EntitledAccount[]> =>
  requestJson(
    {
      method: 'GET',
      path: `${USER}/EntitledAccounts`,
      query: {
        entitledEntities: filter.entitledEntities,
        entitledEntityGlobalIds: filter.entitledEntityGlobalIds,
      },
      failure,
      signal,
    },
    listOf(isEntitledAccount),
    () => [],
  )

/** Every entitled account whatever group is selected: the profile's group editor offers them all. */
export const getAllEntitledAccounts = ({ signal }: CallOptions = {}): Promise<EntitledAccount[]> =>
  requestJson(
    {
      method: 'GET',
      path: `${USER}/EntitledAccounts`,
      failure: rejectionTexts.entitledAccounts,
      signal,
      withContext: 'entitledUserOnly',
    },
    listOf(isEntitledAccount),
    () => [],
  )

/** The investor accounts of some funds, loaded on demand (entitledAccountIds of a fund). */
export const getFundInvestorAccounts = (
  entityIds: Id[],
  { signal }: CallOptions = {},
): Promise<EntitledAccount[]> =>
  getEntitledAccounts({ entitledEntities: entityIds }, rejectionTexts.investorAccounts, { signal })

/** GET /entitlements/v1/user/EntitledEntities: the entitled funds. */
export const getEntitledEntities = ({ signal }: CallOptions = {}): Promise<EntitledEntity[]> =>
  requestJson(
    { method: 'GET', path: `${USER}/EntitledEntities`, failure: rejectionTexts.entitledFunds, signal },
    listOf(isEntitledEntity),
    () => [],
  )

const GROUPS = `${USER}/InvestorAccountGroups`

/** GET .../InvestorAccountGroups?includeGroups=true&_=timestamp (the timestamp defeats caches). */
export const getAccountGroups = ({ signal }: CallOptions = {}): Promise<AccountGroup[]> =>
  requestJson(
    {
      method: 'GET',
      path: GROUPS,
      query: { includeGroups: true, _: requestContext.now().getTime() },
      failure: rejectionTexts.accountGroups,
      signal,
    },
    listOf(isAccountGroup),
    () => [],
  )

/** POST .../InvestorAccountGroups: answers the new group's id. */
export const createAccountGroup = (group: AccountGroupDraft, { signal }: CallOptions = {}): Promise<Id> =>
  requestJson(
    { method: 'POST', path: GROUPS, body: group, failure: warningTexts.groupCreate, signal },
    (v): v is Id => isId(v),
  )

/** PUT .../InvestorAccountGroups. */
export const updateAccountGroup = (group: AccountGroupUpdate, { signal }: CallOptions = {}): Promise<void> =>
  requestVoid({
    method: 'PUT',
    path: GROUPS,
    body: group,
    failure: groupUpdateFailed(group.groupName),
    signal,
  })

/** DELETE .../InvestorAccountGroups/{groupId}. */
export const deleteAccountGroup = (
  group: Pick<AccountGroup, 'groupId' | 'groupName'>,
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({
    method: 'DELETE',
    path: `${GROUPS}/${encodeURIComponent(String(group.groupId))}`,
    failure: groupDeleteFailed(group.groupName),
    signal,
  })

const ASSOCIATION = `${USER}/InvestorAccountGroupsAssociation`

/** POST .../InvestorAccountGroupsAssociation: adds an account to a group. */
export const addAccountToGroup = (
  association: AccountGroupAssociation,
  groupName: string,
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({
    method: 'POST',
    path: ASSOCIATION,
    body: association,
    failure: groupUpdateFailed(groupName),
    signal,
  })

/** DELETE .../InvestorAccountGroupsAssociation: removes an account from a group. */
export const removeAccountFromGroup = (
  association: AccountGroupAssociation,
  groupName: string,
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({
    method: 'DELETE',
    path: ASSOCIATION,
    body: association,
    failure: groupUpdateFailed(groupName),
    signal,
  })

/** GET /entitlements/v1/user/Terms. */
export const getTerms = ({ signal }: CallOptions = {}): Promise<Term[]> =>
  requestJson(
    { method: 'GET', path: `${USER}/Terms`, failure: rejectionTexts.userTerms, signal },
    listOf(isTerm),
    () => [],
  )

/** POST /entitlements/v1/user/Terms: the accepted 'once' terms. §8 gives no text (the failure is only logged). */
export const acceptTerms = (termIds: Array<Term['id']>, { signal }: CallOptions = {}): Promise<void> =>
  requestVoid({ method: 'POST', path: `${USER}/Terms`, body: termIds, failure: SOMETHING_WENT_WRONG, signal })

/** POST .../Terms/TermAcceptanceReport: the administration report; null when it has no data (204). */
export const downloadTermAcceptanceReport = (
  request: TermAcceptanceReportRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({
    method: 'POST',
    path: `${USER}/Terms/TermAcceptanceReport`,
    body: request,
    failure: warningTexts.reportDownload,
    signal,
  })

/**
 * POST /entitlements/v1/user/InvestorRequest. Resolves true when the answer is truthy (sent). A failure rejects
 * with the first element of the answer body, or 'Some error occurred. Please try again.' (spec §8).
 */
export async function sendInvestorRequest(
  request: InvestorRequestPayload,
  { signal }: CallOptions = {},
): Promise<boolean> {
  const spec = {
    method: 'POST',
    path: `${USER}/InvestorRequest`,
    body: request,
    failure: warningTexts.someErrorOccurred,
    signal,
  } as const
  try {
    return Boolean(await requestJson(spec, anything, () => false))
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === null) throw error
    throw new ApiError(firstErrorText(error.body), error.status)
  }
}

const PREFERENCES = `${USER}/UserPreferences`

/** GET .../UserPreferences/{preferenceName}?userId=: the preference's id, 0 when the user has none. */
export const getPreferenceId = (
  preferenceName: string,
  userId: string,
  { signal }: CallOptions = {},
): Promise<number> =>
  requestJson(
    {
      method: 'GET',
      path: `${PREFERENCES}/${encodeURIComponent(preferenceName)}`,
      query: { userId },
      failure: rejectionTexts.userPreference,
      signal,
      withContext: false,
    },
    (v): v is number => isNumber(v),
    () => 0,
  )

/** POST .../UserPreferences?userId=. */
export const createPreference = (
  userId: string,
  preference: PreferenceBody,
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({
    method: 'POST',
    path: PREFERENCES,
    query: { userId },
    body: preference,
    failure: rejectionTexts.userPreference,
    signal,
    withContext: false,
  })

/** PUT .../UserPreferences/{id}?userId=. */
export const updatePreference = (
  userId: string,
  preference: PreferenceBody & { id: number },
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({
    method: 'PUT',
    path: `${PREFERENCES}/${preference.id}`,
    query: { userId },
    body: preference,
    failure: rejectionTexts.userPreference,
    signal,
    withContext: false,
  })

/** Saves a preference: updates it when the user has one, else creates it. */
export async function savePreference(
  userId: string,
  setting: string,
  value: string,
  { signal }: CallOptions = {},
): Promise<void> {
  const id = await getPreferenceId(setting, userId, { signal })
  if (id > 0) await updatePreference(userId, { Setting: setting, Value: value, id }, { signal })
  else await createPreference(userId, { Setting: setting, Value: value }, { signal })
}

/** GET .../UserPreferences?userId=: loaded when impersonation starts, for the impersonated user. */
export const getPreferences = (userId: string, { signal }: CallOptions = {}): Promise<Preference[]> =>
  requestJson(
    {
      method: 'GET',
      path: PREFERENCES,
      query: { userId },
      failure: rejectionTexts.impersonation,
      signal,
      withContext: false,
    },
    listOf(isPreference),
    () => [],
  )

/** GET entitlements/v1/system/EntitledUsers?email=: the first user found, or null. */
export const findEntitledUser = async (
  email: string,
  { signal }: CallOptions = {},
): Promise<EntitledUser | null> => {
  const users = await requestJson(
    {
      method: 'GET',
      path: '/entitlements/v1/system/EntitledUsers',
      query: { email },
      failure: rejectionTexts.impersonation,
      signal,
      withContext: false,
    },
    listOf(isEntitledUser),
    () => [],
  )
  return users[0] ?? null
}

/** GET entitlements/v1/reports/EmbedToken. */
export const getEmbedToken = ({ signal }: CallOptions = {}): Promise<EmbedToken> =>
  requestJson(
    {
      method: 'GET',
      path: '/entitlements/v1/reports/EmbedToken',
      failure: rejectionTexts.embeddedReport,
      signal,
    },
    shaped<EmbedToken>({ token: isString, expiration: isId }),
  )

/** GET /entitlements/v1/reports/{reportName}/EmbedUrl. A 204 (the report has no data) answers null. */
export const getEmbedUrl = (
  reportName: EmbeddedReportName,
  { signal }: CallOptions = {},
): Promise<EmbedUrl | null> =>
  requestJson(
    {
      method: 'GET',
      path: `/entitlements/v1/reports/${reportName}/EmbedUrl`,
      failure: rejectionTexts.embeddedReport,
      signal,
    },
    shaped<EmbedUrl>({ embedUrl: isString }),
    () => null,
  )

/**
 * Asks the identity provider (runtime configuration) to email the user a password reset link, without
 * credentials: the provider is another origin. Its errors are read from the first item of the answer (spec §7);
 * without one, 'Some error occurred. Please try again.'.
 */
export async function changePassword(email: string, { signal }: CallOptions = {}): Promise<void> {
  const endpoint = requestContext.passwordChange
  if (!endpoint) throw new ApiError(warningTexts.someErrorOccurred, null)
  const request: PasswordChangeRequest = {
    client_id: endpoint.clientId,
    email,
    connection: endpoint.connection,
  }
  try {
    await requestVoid({
      method: 'POST',
      path: endpoint.url,
      body: request,
      failure: warningTexts.someErrorOccurred,
      signal,
      credentials: 'omit',
      withContext: false,
      external: true,
    })
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === null) throw error
    throw new ApiError(firstErrorText(error.body), error.status)
  }
}
