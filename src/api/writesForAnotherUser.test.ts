import { beforeEach, describe, expect, it } from 'vitest'
import { CHANGES_REFUSED_FOR_ANOTHER_USER, warningTexts } from '../domain'
import { librarySearch } from '../domain/testing/documentSearch'
import { WRITE_FOR_ANOTHER_USER } from '../../mocks/handlers/route'
import { personas, type PersonaId } from '../../mocks/personas'
import { clearRequestLog, loggedRequests } from '../../mocks/requestLog'
import { entitlementsOf } from '../../mocks/scope'
import { mockState, resetMockState } from '../../mocks/state'
import { antiForgeryHeaders, endpoints, type EndpointName } from './endpoints'
import { api, ApiError, ChangeRefusedError, configureApi, failureWarning } from '.'
import { providerBase as base, withEmbeddedProvider } from './testing/embeddedProvider'

/**
 * Spec §4 on the provider's side: an administrator acting as an investor may read what the investor sees, but
 * every write sent for them is refused (403) and recorded, so nothing the investor owns changes.
 */
const search = librarySearch()
const investor = personas.investor.userId
const account = entitlementsOf('investor').accounts[0]!
const GROUP_ID = 900

/** The identity provider's change of password names its user by email, never entitledUserId: no one to act for. */
const outsideTheSession: EndpointName[] = ['passwordChange']
const writes = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].writes && !outsideTheSession.includes(name),
)

function signInAs(persona: PersonaId, actingFor: PersonaId = persona): void {
  resetMockState(persona)
  configureApi({
    entitledUserId: personas[actingFor].userId,
    actingAsAnotherUser: actingFor !== persona,
    investorAccountGroupId: 'ALL',
  })
}

/** A raw call to the provider: the path's values are placeholders, the body anything (refused before it is read). */
const send = (name: EndpointName, query: Record<string, string>): Promise<Response> => {
  const { method, template } = endpoints[name]
  const path = template.replace(/\{\w+\}/g, '1')
  return fetch(`${base}${path}?${new URLSearchParams(query).toString()}`, {
    method,
    headers: { 'content-type': 'application/json', ...antiForgeryHeaders },
    body: '{}',
  })
}

withEmbeddedProvider()
beforeEach(() => signInAs('investor'))

describe('a write an administrator sends for another user', () => {
  it.each(writes)('%s is refused with 403, recorded, and changes nothing', async (name) => {
    signInAs('admin', 'investor')
    clearRequestLog()
    const response = await send(name, { entitledUserId: investor, investorAccountGroupId: 'ALL' })
    expect(response.status).toBe(403)
    const [logged] = loggedRequests()
    expect(logged).toMatchObject({ method: endpoints[name].method, refused: WRITE_FOR_ANOTHER_USER })
    expect(logged?.query.entitledUserId).toBe(investor)
    expect(mockState.changes).toEqual({})
  })

  it.each(['createUserPreference', 'updateUserPreference'] as const)(
    '%s naming the investor by userId is refused too',
    async (name) => {
      signInAs('admin')
      clearRequestLog()
      const response = await send(name, { userId: investor })
      expect(response.status).toBe(403)
      expect(loggedRequests()[0]?.refused).toBe(WRITE_FOR_ANOTHER_USER)
    },
  )
})

describe('the same writes sent by the user themselves', () => {
  const documentId = async () => (await api.documents.searchDocuments(search)).results[0]!.documentId!
  const ownWrites: Record<string, () => Promise<unknown>> = {
    createAccountGroup: () =>
      api.entitlements.createAccountGroup({
        groupName: 'Pension',
        entitledUserId: investor,
        createDate: '2026-11-16',
        updatedDate: '2026-11-16',
      }),
    updateAccountGroup: () =>
      api.entitlements.updateAccountGroup({
        groupId: GROUP_ID,
        groupName: 'Renamed',
        entitledUserId: investor,
        createDate: '2025-02-03',
        updatedDate: '2026-11-16',
      }),
    removeAccountFromGroup: () =>
      api.entitlements.removeAccountFromGroup({ accountId: account.id, groupId: GROUP_ID }, 'Renamed'),
    addAccountToGroup: () =>
      api.entitlements.addAccountToGroup({ accountId: account.id, groupId: GROUP_ID }, 'Renamed'),
    deleteAccountGroup: () =>
      api.entitlements.deleteAccountGroup({ groupId: GROUP_ID, groupName: 'Family Office Accounts' }),
    acceptTerms: () => api.entitlements.acceptTerms([1]),
    investorRequest: () =>
      api.entitlements.sendInvestorRequest({
        requestType: 'no-data-request',
        request: 'Please confirm.',
        customFields: {},
        entitledAccounts: [account.id],
        entitledEntities: [],
      }),
    createUserPreference: () =>
      api.entitlements.createPreference(investor, { Setting: 'UserLandingPage', Value: '/documents' }),
    updateUserPreference: () =>
      api.entitlements.updatePreference(investor, { Setting: 'DateFormat', Value: 'M/D/YYYY', id: 1 }),
    documentActionItem: async () => api.documents.setActionItem(await documentId(), true),
    documentRead: async () => api.documents.markRead(await documentId()),
  }

  it('covers every write', () => {
    expect(Object.keys(ownWrites).sort()).toEqual([...writes].sort())
  })

  it.each(Object.keys(ownWrites))('%s is accepted', async (name) => {
    clearRequestLog()
    await expect(ownWrites[name]!()).resolves.not.toThrow()
    expect(loggedRequests().some((logged) => logged.refused)).toBe(false)
  })
})

describe('reads for the impersonated user', () => {
  beforeEach(() => signInAs('admin', 'investor'))

  it('answer 200 with the investor’s data', async () => {
    expect((await api.entitlements.getEntitledEntities()).map((f) => f.id)).toEqual(
      entitlementsOf('investor').funds.map((f) => f.id),
    )
    expect((await api.entitlements.getAccountGroups()).map((g) => g.groupId)).toContain(GROUP_ID)
    expect(await api.entitlements.getTerms()).not.toEqual([])
    expect(await api.entitlements.getPreferences(investor)).not.toEqual([])
    expect((await api.documents.searchDocuments(search)).total).toBeGreaterThan(0)
    expect(await api.documents.getActionRequiredCount({})).toEqual(expect.any(Number))
    expect(loggedRequests().some((logged) => logged.refused)).toBe(false)
  })
})

describe('the portal names a refused change plainly', () => {
  it('while acting as another user, over the action’s own §8 warning', async () => {
    signInAs('admin', 'investor')
    const refusal = api.documents.markRead(1)
    await expect(refusal).rejects.toBeInstanceOf(ChangeRefusedError)
    const error = await refusal.catch((e: unknown) => e)
    expect(error).toMatchObject({ message: CHANGES_REFUSED_FOR_ANOTHER_USER, status: 403 })
    expect(failureWarning(error)).toBe(CHANGES_REFUSED_FOR_ANOTHER_USER)
    expect(failureWarning(error, warningTexts.documentStatusUpdate)).toBe(CHANGES_REFUSED_FOR_ANOTHER_USER)
  })

  it('an investor request keeps the refusal, not the answer’s first item', async () => {
    signInAs('admin', 'investor')
    await expect(
      api.entitlements.sendInvestorRequest({
        requestType: 'no-data-request',
        request: 'Please confirm.',
        customFields: {},
        entitledAccounts: [],
        entitledEntities: [],
      }),
    ).rejects.toMatchObject({ message: CHANGES_REFUSED_FOR_ANOTHER_USER })
  })

  it('a 403 on one’s own change keeps its §8 text', async () => {
    const foreign = entitlementsOf('admin').accounts.find(
      (a) => !entitlementsOf('investor').accounts.includes(a),
    )!
    const refusal = api.entitlements.addAccountToGroup({ accountId: foreign.id, groupId: GROUP_ID }, 'Family')
    await expect(refusal).rejects.toBeInstanceOf(ApiError)
    await expect(refusal).rejects.not.toBeInstanceOf(ChangeRefusedError)
    expect(failureWarning(await refusal.catch((e: unknown) => e))).toBe('Failed to update group Family')
  })
})
