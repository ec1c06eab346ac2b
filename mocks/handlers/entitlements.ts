import { HttpResponse } from 'msw'
import {
  EMBEDDED_REPORT_NAMES,
  INVESTOR_REQUEST_TYPES,
  LINE_TWO_CURRENCIES,
  PREFERENCE_SETTINGS,
  viewPermissionsFrom,
  WIRE_INSTRUCTION_FIELDS,
  reportFileName,
  validateAttachment,
  type AccountGroup,
  type EmbeddedReportName,
  type LineTwoCurrency,
  type Preference,
} from '../../src/domain'
import { demoReportData } from '../reports/demoData'
import { personas, type PersonaId } from '../personas'
import { accountsInFund, type Scope } from '../scope'
import { homeContent, seedTerms } from '../seed/content'
import { quarterAt } from '../seed/dates'
import { fundById } from '../seed/funds'
import { accountById } from '../seed/investors'
import { dataset } from '../dataset'
import {
  acceptedTermsOf,
  acceptTerms,
  findPersonaByUserId,
  groupsOf,
  preferencesOf,
  setGroups,
  setPreferences,
  termsOf,
} from '../store'
import { changesOf, mockState, nextMockId } from '../state'
import { workbookResponse } from '../files/xlsx'
import {
  fail,
  optionalIdList,
  queryList,
  requireInteger,
  requireObject,
  requireString,
  route,
  userOf,
  type Call,
} from './route'

const USER = 'entitlements/v1/user'

const accountAnswer = (id: number) => {
  const account = accountById.get(id)!
  return {
    id: account.id,
    globalId: account.globalId,
    name: account.name,
    investorId: account.investorId,
    investorName: account.investorName,
  }
}

/** Fund ids (or global ids) asked for must exist (404) and be entitled (403). */
function entitledFundIds(scope: Scope, ids: string[], byGlobalId: boolean): number[] {
  return ids.map((key) => {
    const fund = byGlobalId ? scope.entitled.funds.find((f) => f.globalId === key) : fundById.get(Number(key))
    if (!fund) {
      if (byGlobalId && [...fundById.values()].some((f) => f.globalId === key)) fail(403)
      if (!byGlobalId && !/^\d+$/.test(key)) fail(400, ['Fund ids must be numbers.'])
      fail(404)
    }
    if (!scope.entitled.funds.some((f) => f.id === fund.id)) fail(403)
    return fund.id
  })
}

/** The user whose preferences a call names in ?userId=: themselves, or anyone for an administrator. */
function preferenceOwner(call: Call): PersonaId {
  const userId = call.query.get('userId') ?? fail(400, ['userId is required.'])
  if (userId === personas[call.signedIn].userId) return call.signedIn
  if (!personas[call.signedIn].permissions.includes('impersonate:User')) fail(403)
  return findPersonaByUserId(userId) ?? fail(404)
}

function requireGroup(persona: PersonaId, groupId: unknown): AccountGroup {
  const id = String(requireInteger(groupId, 'groupId'))
  return groupsOf(persona).find((g) => String(g.groupId) === id) ?? fail(404)
}

/** Groups compare by id: the seeded book is built afresh on each read until the persona changes it. */
const sameGroup = (a: AccountGroup, b: AccountGroup) => String(a.groupId) === String(b.groupId)

function requireOwnUser(call: Call, entitledUserId: unknown): void {
  if (entitledUserId !== undefined && entitledUserId !== null && entitledUserId !== call.user.userId)
    fail(403)
}

function groupName(value: unknown, others: AccountGroup[]): string {
  const name = requireString(value, 'groupName').trim()
  if (name.length > 100) fail(400, ['groupName is too long.'])
  if (others.some((g) => g.groupName.toLowerCase() === name.toLowerCase()))
    fail(409, [`A group named "${name}" already exists.`])
  return name
}

const lineTwoPermissions = (call: Call) => viewPermissionsFrom(call.user.segmentFunction)

const EMBED_PERMISSION: Record<
  EmbeddedReportName,
  'accountSummaryAlpInvest' | 'portfolioPerformance' | 'diversificationAnalysis'
> = {
  AccountSummary: 'accountSummaryAlpInvest',
  PortfolioPerformance: 'portfolioPerformance',
  DiversificationAnalysis: 'diversificationAnalysis',
}

async function investorRequest(call: Call): Promise<Response> {
  const body = requireObject(await call.json())
  const requestType = body.requestType
  if (typeof requestType !== 'string' || !(INVESTOR_REQUEST_TYPES as readonly string[]).includes(requestType))
    fail(400, ['Please choose a request type.'])
  const message = requireString(body.request, 'The request message')
  const customFields =
    body.customFields === undefined || body.customFields === null ? {} : requireObject(body.customFields)
  const accounts = optionalIdList(body.entitledAccounts, 'entitledAccounts') ?? []
  const funds = optionalIdList(body.entitledEntities, 'entitledEntities') ?? []
  for (const id of accounts)
    if (!call.scope.entitled.accounts.some((a) => a.id === id)) fail(accountById.has(id) ? 403 : 404)
  for (const id of funds)
    if (!call.scope.entitled.funds.some((f) => f.id === id)) fail(fundById.has(id) ? 403 : 404)
  if (requestType === 'update-wire-instructions') {
    const missing = WIRE_INSTRUCTION_FIELDS.filter(
      (f) =>
        f !== 'effectiveDate' && !(typeof customFields[f] === 'string' && (customFields[f] as string).trim()),
    )
    if (missing.length > 0 || accounts.length === 0 || funds.length === 0)
      fail(400, ['Please complete the wire instructions, funds and accounts.'])
  }
  let attachmentBytes = 0
  const attachmentName = typeof body.attachmentName === 'string' ? body.attachmentName : null
  if (body.attachment !== undefined && body.attachment !== null) {
    if (
      typeof body.attachment !== 'string' ||
      !/^[A-Za-z0-9+/]*={0,2}$/.test(body.attachment) ||
      !attachmentName
    )
      fail(400, ['The attachment is not valid base64 with a name.'])
    attachmentBytes =
      Math.floor((body.attachment.length * 3) / 4) - (body.attachment.match(/=+$/)?.[0].length ?? 0)
    const check = validateAttachment([{ name: attachmentName, size: attachmentBytes }])
    if (!check.ok) fail(400, [check.message ?? 'Only one attachment is allowed.'])
  }
  changesOf(call.persona).requests.push({
    id: nextMockId(),
    receivedAt: new Date().toISOString(),
    requestType,
    request: message,
    customFields,
    entitledAccounts: accounts,
    entitledEntities: funds,
    attachmentName,
    attachmentBytes,
    ...(typeof body.attachment === 'string' ? { attachment: body.attachment } : {}),
  })
  return HttpResponse.json(true)
}

function termAcceptanceRows(body: Record<string, unknown>) {
  const start = typeof body.startDate === 'string' ? body.startDate.slice(0, 10) : null
  const end = typeof body.endDate === 'string' ? body.endDate.slice(0, 10) : null
  const email =
    typeof body.userEmail === 'string' && body.userEmail.trim() ? body.userEmail.trim().toLowerCase() : null
  return (Object.keys(personas) as PersonaId[]).flatMap((persona) => {
    const user = personas[persona]
    if (email && user.email.toLowerCase() !== email) return []
    return Object.entries(acceptedTermsOf(persona)).flatMap(([termId, when]) => {
      const term = seedTerms.find((t) => String(t.id) === termId)
      const day = when.slice(0, 10)
      if (!term || (start && day < start) || (end && day > end)) return []
      return [
        [
          user.email,
          `${user.firstName} ${user.lastName}`,
          term.name,
          term.associationType,
          term.whenAccepted ?? '',
          day,
        ],
      ]
    })
  })
}

export const entitlementsHandlers = [
  route(
    'get',
    `${USER}/profile`,
    (call) => {
      const user = userOf(call.signedIn)
      const defaultGroup =
        user.preferences.find((p) => p.setting === 'UserDefaultInvestorsGroup')?.value ?? null
      return HttpResponse.json({ ...user, selectedAccountGroup: defaultGroup })
    },
    { userLevel: true },
  ),

  route('get', `${USER}/segmentFunction`, (call) => HttpResponse.json(call.user.segmentFunction), {
    userLevel: true,
  }),

  route('get', `${USER}/Content`, () => HttpResponse.json(homeContent), { userLevel: true }),

  route('get', `${USER}/EntitledAccounts`, (call) => {
    const byId = queryList(call.query, 'entitledEntities')
    const byGlobalId = queryList(call.query, 'entitledEntityGlobalIds')
    let accountIds = call.scope.accounts.map((a) => a.id)
    if (byId.length > 0 || byGlobalId.length > 0) {
      const fundIds = [
        ...entitledFundIds(call.scope, byId, false),
        ...entitledFundIds(call.scope, byGlobalId, true),
      ]
      const held = new Set(fundIds.flatMap((fundId) => accountsInFund(call.scope, fundId)))
      accountIds = accountIds.filter((id) => held.has(id))
    }
    return HttpResponse.json(accountIds.map(accountAnswer))
  }),

  route('get', `${USER}/EntitledEntities`, (call) =>
    HttpResponse.json(
      call.scope.funds.map((fund) => ({
        id: fund.id,
        globalId: fund.globalId,
        entityName: fund.name,
        name: fund.name,
        type: fund.entityType,
      })),
    ),
  ),

  route(
    'get',
    `${USER}/InvestorAccountGroups`,
    (call) => {
      if (call.query.get('includeGroups') !== 'true') fail(400, ['includeGroups=true is required.'])
      return HttpResponse.json(groupsOf(call.persona))
    },
    { userLevel: true },
  ),

  route(
    'post',
    `${USER}/InvestorAccountGroups`,
    async (call) => {
      const body = requireObject(await call.json())
      requireOwnUser(call, body.entitledUserId)
      const groups = groupsOf(call.persona)
      const now = new Date().toISOString()
      const group: AccountGroup = {
        groupId: nextMockId(),
        groupName: groupName(body.groupName, groups),
        investorAccountIds: optionalIdList(body.investorAccountIds, 'investorAccountIds') ?? [],
        entitledUserId: call.user.userId,
        createDate: typeof body.createDate === 'string' ? body.createDate : now,
        updatedDate: typeof body.updatedDate === 'string' ? body.updatedDate : now,
      }
      setGroups(call.persona, [...groups, group])
      return HttpResponse.json(group.groupId)
    },
    { mutates: true, userLevel: true },
  ),

  route(
    'put',
    `${USER}/InvestorAccountGroups`,
    async (call) => {
      const body = requireObject(await call.json())
      requireOwnUser(call, body.entitledUserId)
      const group = requireGroup(call.persona, body.groupId)
      const others = groupsOf(call.persona).filter((g) => !sameGroup(g, group))
      const updated: AccountGroup = {
        ...group,
        groupName: groupName(body.groupName, others),
        updatedDate: typeof body.updatedDate === 'string' ? body.updatedDate : new Date().toISOString(),
      }
      const accountIds = optionalIdList(body.investorAccountIds, 'investorAccountIds')
      if (accountIds) updated.investorAccountIds = accountIds
      setGroups(
        call.persona,
        groupsOf(call.persona).map((g) => (sameGroup(g, group) ? updated : g)),
      )
      return HttpResponse.json(updated)
    },
    { mutates: true, userLevel: true },
  ),

  route(
    'delete',
    `${USER}/InvestorAccountGroups/:groupId`,
    (call) => {
      const group = requireGroup(call.persona, call.params.groupId)
      setGroups(
        call.persona,
        groupsOf(call.persona).filter((g) => !sameGroup(g, group)),
      )
      return new HttpResponse(null, { status: 204 })
    },
    { mutates: true, userLevel: true },
  ),

  ...(['post', 'delete'] as const).map((method) =>
    route(
      method,
      `${USER}/InvestorAccountGroupsAssociation`,
      async (call) => {
        const body = requireObject(await call.json())
        const group = requireGroup(call.persona, body.groupId)
        const accountId = requireInteger(body.accountId, 'accountId')
        if (!accountById.has(accountId)) fail(404)
        if (!call.scope.entitled.accounts.some((a) => a.id === accountId)) fail(403)
        const current = (group.investorAccountIds ?? group.investorAccounts ?? []).filter(
          (id) => id !== accountId,
        )
        const investorAccountIds = method === 'post' ? [...current, accountId] : current
        setGroups(
          call.persona,
          groupsOf(call.persona).map((g) =>
            sameGroup(g, group) ? { ...group, investorAccountIds, updatedDate: new Date().toISOString() } : g,
          ),
        )
        return new HttpResponse(null, { status: 204 })
      },
      { mutates: true, userLevel: true },
    ),
  ),

  route(
    'get',
    `${USER}/Terms`,
    (call) => {
      const keys = new Set(call.scope.entitled.funds.flatMap((f) => [String(f.id), f.globalId]))
      return HttpResponse.json(termsOf(call.persona, keys))
    },
    { userLevel: true },
  ),

  route(
    'post',
    `${USER}/Terms`,
    async (call) => {
      const body = await call.json()
      if (!Array.isArray(body) || body.length === 0) fail(400, ['A list of term ids is required.'])
      const ids = body.map((id) => requireInteger(id, 'term id'))
      for (const id of ids) if (!seedTerms.some((t) => t.id === id && t.active !== false)) fail(404)
      acceptTerms(call.persona, ids, new Date().toISOString())
      return new HttpResponse(null, { status: 204 })
    },
    { mutates: true, userLevel: true },
  ),

  route(
    'post',
    `${USER}/Terms/TermAcceptanceReport`,
    async (call) => {
      if (!call.scope.isAdmin) fail(403)
      const body = requireObject(await call.json())
      return workbookResponse(reportFileName('Term Acceptance Report', mockState.today), [
        {
          name: 'Term Acceptance',
          columns: ['Email', 'User', 'Term', 'Association', 'When Accepted', 'Accepted On'],
          rows: termAcceptanceRows(body),
        },
      ])
    },
    { userLevel: true },
  ),

  route('post', `${USER}/InvestorRequest`, investorRequest, { mutates: true }),

  route(
    'get',
    `${USER}/UserPreferences/:preferenceName`,
    (call) => {
      const owner = preferenceOwner(call)
      const name = call.params.preferenceName ?? ''
      if (!(PREFERENCE_SETTINGS as readonly string[]).includes(name))
        fail(400, [`Unknown preference ${name}.`])
      return HttpResponse.json(preferencesOf(owner).find((p) => p.setting === name)?.id ?? 0)
    },
    { userLevel: true },
  ),

  route(
    'post',
    `${USER}/UserPreferences`,
    async (call) => {
      const owner = preferenceOwner(call)
      const body = requireObject(await call.json())
      const setting = requireString(body.Setting, 'Setting')
      if (!(PREFERENCE_SETTINGS as readonly string[]).includes(setting))
        fail(400, [`Unknown preference ${setting}.`])
      const value = typeof body.Value === 'string' ? body.Value : fail(400, ['Value is required.'])
      const preferences = preferencesOf(owner)
      if (preferences.some((p) => p.setting === setting)) fail(409, [`${setting} already exists.`])
      setPreferences(owner, [...preferences, { id: nextMockId(), setting, value }])
      return new HttpResponse(null, { status: 201 })
    },
    { mutates: true, userLevel: true },
  ),

  route(
    'put',
    `${USER}/UserPreferences/:id`,
    async (call) => {
      const owner = preferenceOwner(call)
      const id = requireInteger(call.params.id, 'preference id')
      const body = requireObject(await call.json())
      if (body.id !== undefined && requireInteger(body.id, 'id') !== id)
        fail(400, ['The id does not match the path.'])
      const value = typeof body.Value === 'string' ? body.Value : fail(400, ['Value is required.'])
      const preferences = preferencesOf(owner)
      const existing: Preference = preferences.find((p) => p.id === id) ?? fail(404)
      if (typeof body.Setting === 'string' && body.Setting !== existing.setting)
        fail(400, ['Setting does not match the preference.'])
      setPreferences(
        owner,
        preferences.map((p) => (p === existing ? { ...p, value } : p)),
      )
      return new HttpResponse(null, { status: 204 })
    },
    { mutates: true, userLevel: true },
  ),

  route('get', `${USER}/UserPreferences`, (call) => HttpResponse.json(preferencesOf(preferenceOwner(call))), {
    userLevel: true,
  }),

  route(
    'get',
    'entitlements/v1/system/EntitledUsers',
    (call) => {
      if (!personas[call.signedIn].permissions.includes('impersonate:User')) fail(403)
      const email = requireString(call.query.get('email'), 'email').trim().toLowerCase()
      const found = Object.values(personas).filter((user) => user.email.toLowerCase() === email)
      return HttpResponse.json(
        found.map((u) => ({
          userId: u.userId,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          isAdmin: u.isAdmin === true,
        })),
      )
    },
    { userLevel: true },
  ),

  route('get', 'entitlements/v1/reports/EmbedToken', (call) => {
    const view = lineTwoPermissions(call)
    if (!view.accountSummaryAlpInvest && !view.portfolioPerformance && !view.diversificationAnalysis)
      fail(403)
    // A real clock here: the portal refetches the token as it nears expiry (spec §4).
    return HttpResponse.json({
      token: embedTokenOf(call.persona, Math.floor(Date.now() / EMBED_TOKEN_LIFETIME_MS)),
      expiration: new Date(Date.now() + EMBED_TOKEN_LIFETIME_MS).toISOString(),
    })
  }),

  route('get', 'entitlements/v1/reports/:reportName/EmbedUrl', (call) => {
    const name = call.params.reportName as EmbeddedReportName
    if (!EMBEDDED_REPORT_NAMES.includes(name)) fail(404)
    if (!lineTwoPermissions(call)[EMBED_PERMISSION[name]]) fail(403)
    const reportingDate = quarterAt(dataset().latestQuarter).endDate
    // The demo report page, served with the portal (mocks/reports), reads its data back from this provider.
    const apiBase = call.url.href.slice(0, call.url.href.indexOf('/entitlements/'))
    const page = new URLSearchParams({
      report: name,
      reportId: `demo-${name}`,
      user: call.user.userId,
      api: apiBase,
    })
    return HttpResponse.json({ embedUrl: `${DEMO_REPORT_PAGE}?${page}`, reportingDate })
  }),

  // The demo report service: the data a demo report page draws, for the bearer of a current embed token.
  route(
    'get',
    'entitlements/v1/reports/:reportName/DemoData',
    (call) => {
      const name = call.params.reportName as EmbeddedReportName
      if (!EMBEDDED_REPORT_NAMES.includes(name)) fail(404)
      const bearer = (call.request.headers.get('authorization') ?? '').replace(/^Bearer /, '')
      const hour = Math.floor(Date.now() / EMBED_TOKEN_LIFETIME_MS)
      if (bearer !== embedTokenOf(call.persona, hour) && bearer !== embedTokenOf(call.persona, hour - 1))
        fail(401)
      const currency = call.query.get('currency') ?? 'USD'
      if (!LINE_TWO_CURRENCIES.includes(currency as LineTwoCurrency))
        fail(400, ['currency is not a line-two currency.'])
      return HttpResponse.json(demoReportData(call.scope, name, currency))
    },
    { userLevel: true },
  ),
]

/** The page of the demo report service, on the portal's own origin (built from mocks/reports/demo-report.html). */
export const DEMO_REPORT_PAGE = '/mocks/reports/demo-report.html'
const EMBED_TOKEN_LIFETIME_MS = 3_600_000
const embedTokenOf = (persona: string, hour: number) => `mock-embed-${persona}-${hour}`

/** The embed token the demo provider answers a persona now (for stories that embed a report directly). */
export const currentEmbedToken = (persona: string): string =>
  embedTokenOf(persona, Math.floor(Date.now() / EMBED_TOKEN_LIFETIME_MS))

/** A demo report page's embed URL for a persona, with the provider under `apiBase` (stories). */
export const demoReportUrl = (report: EmbeddedReportName, userId: string, apiBase: string): string =>
  `${DEMO_REPORT_PAGE}?${new URLSearchParams({ report, reportId: `demo-${report}`, user: userId, api: apiBase })}`

/** The investor requests a persona sent, with their attachments (tests and the demo's inspection). */
export const recordedRequests = (persona: PersonaId) => mockState.changes[persona]?.requests ?? []
