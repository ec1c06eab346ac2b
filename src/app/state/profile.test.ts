// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { resetMockState } from '../../../mocks/state'
import { groupsOf, preferencesOf } from '../../../mocks/store'
import { groupAccountIds, preferenceValue, rejectionTexts, userFormats, warningTexts } from '../../domain'
import {
  groupCreated,
  groupDeleted,
  groupDeleteFailed,
  groupUpdated,
  groupUpdateFailed,
} from '../../domain/texts'
import { createAccountGroup, deleteAccountGroup, updateAccountGroup } from './accountGroups'
import { startImpersonation } from './impersonation'
import { createPortalState, type PortalState } from './portalStore'
import { saveUserPreference } from './preferences'
import { startPortal } from './startup'
import { providerRequests, setUpTestProvider, testApiBase, until } from '../testing/testProvider'

const { server } = setUpTestProvider()
const PREFERENCES = '/entitlements/v1/user/UserPreferences'
const GROUPS = '/entitlements/v1/user/InvestorAccountGroups'
const ASSOCIATION = '/entitlements/v1/user/InvestorAccountGroupsAssociation'

async function signedIn(persona: 'admin' | 'investor' = 'investor') {
  resetMockState(persona)
  const portal = createPortalState()
  await startPortal(portal)
  await until(portal, (state) => state.initialised)
  return portal
}

async function impersonatingInvestor() {
  const portal = await signedIn('admin')
  await startImpersonation(portal, 'margaret.ellison@example.com')
  await fetch(`${testApiBase}/__mock/requests`, { method: 'DELETE' })
  return portal
}

const notices = (portal: PortalState) => portal.notifications.map((n) => `${n.variant}: ${n.text}`)
const calls = async (pattern: RegExp) =>
  (await providerRequests()).filter((r) => pattern.test(r.path)).map((r) => `${r.method} ${r.path}`)
const changesSent = async () =>
  (await providerRequests()).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)

describe('saveUserPreference', () => {
  it('applies at once, then updates the preference the user has (PUT with its id)', async () => {
    const portal = await signedIn()
    const saved = saveUserPreference(portal, 'NumberFormat', '1.234,56')
    // Before the provider answers, the portal already shows European numbers.
    expect(userFormats(portal.user?.preferences).numberFormat).toBe('1.234,56')
    await expect(saved).resolves.toBe(true)
    const id = preferencesOf('investor').find((p) => p.setting === 'NumberFormat')?.id
    expect(await calls(/UserPreferences/)).toEqual([
      `GET ${PREFERENCES}/NumberFormat`,
      `PUT ${PREFERENCES}/${id}`,
    ])
    expect(preferenceValue(preferencesOf('investor'), 'NumberFormat')).toBe('1.234,56')
  })

  it('creates a preference the user does not have yet (id 0 → POST)', async () => {
    const portal = await signedIn()
    await expect(saveUserPreference(portal, 'AlpInvestDefaultCurrency', 'EUR')).resolves.toBe(true)
    expect(await calls(/UserPreferences/)).toEqual([
      `GET ${PREFERENCES}/AlpInvestDefaultCurrency`,
      `POST ${PREFERENCES}`,
    ])
    expect(preferenceValue(preferencesOf('investor'), 'AlpInvestDefaultCurrency')).toBe('EUR')
  })

  it("restores the previous value with 'Failed to update user preference' when the save fails", async () => {
    const portal = await signedIn()
    server.use(http.put(`*${PREFERENCES}/:id`, () => new HttpResponse(null, { status: 500 })))
    await expect(saveUserPreference(portal, 'DateFormat', 'DD.M.YYYY')).resolves.toBe(false)
    expect(preferenceValue(portal.user?.preferences, 'DateFormat')).toBe('MMM-DD-YYYY')
    expect(notices(portal)).toEqual([`warning: ${rejectionTexts.userPreference}`])
  })

  it('undoes a first save that failed by removing the setting again', async () => {
    const portal = await signedIn()
    server.use(http.post(`*${PREFERENCES}`, () => HttpResponse.error()))
    await expect(saveUserPreference(portal, 'AlpInvestDefaultCurrency', 'JPY')).resolves.toBe(false)
    expect(preferenceValue(portal.user?.preferences, 'AlpInvestDefaultCurrency')).toBeNull()
  })

  it('saves quick changes one after another, each kept', async () => {
    const portal = await signedIn()
    await Promise.all([
      saveUserPreference(portal, 'UserDefaultInvestorsGroup', 'ALL'),
      saveUserPreference(portal, 'UserDefaultInvestorsGroup', String(groupsOf('investor')[0]!.groupId)),
    ])
    // The second save found the first's id (PUT), rather than racing it into a second POST.
    expect(await calls(/UserPreferences/)).toEqual([
      `GET ${PREFERENCES}/UserDefaultInvestorsGroup`,
      `POST ${PREFERENCES}`,
      `GET ${PREFERENCES}/UserDefaultInvestorsGroup`,
      expect.stringMatching(new RegExp(`^PUT ${PREFERENCES}/\\d+$`)),
    ])
  })

  it("while impersonating, changes the impersonated user's view and sends nothing", async () => {
    const portal = await impersonatingInvestor()
    await expect(saveUserPreference(portal, 'DateFormat', 'YYYY.M.DD')).resolves.toBe(true)
    expect(preferenceValue(portal.impersonatedPreferences, 'DateFormat')).toBe('YYYY.M.DD')
    expect(preferenceValue(preferencesOf('investor'), 'DateFormat')).toBe('MMM-DD-YYYY')
    expect(await changesSent()).toEqual([])
  })
})

describe('account groups', () => {
  const accounts = (portal: PortalState) => portal.entitledAccounts.slice(0, 3).map((a) => a.id)

  it('creates a group, adds its accounts one call each, and lists it in the header', async () => {
    const portal = await signedIn()
    const ids = accounts(portal)
    const created = await createAccountGroup(portal, { name: 'Trusts', accountIds: ids })
    expect(created).toEqual({ groupId: expect.anything(), complete: true })
    const group = portal.accountGroups.find((g) => g.groupId === created.groupId)
    expect(group?.groupName).toBe('Trusts')
    expect(groupAccountIds(group)).toEqual(expect.arrayContaining(ids))
    expect(await calls(/AccountGroups/)).toEqual(
      expect.arrayContaining([`POST ${GROUPS}`, ...ids.map(() => `POST ${ASSOCIATION}`)]),
    )
    expect(notices(portal)).toEqual([`info: ${groupCreated('Trusts')}`])
  })

  it("keeps nothing half-made when the group cannot be created: 'Failed to create new group'", async () => {
    const portal = await signedIn()
    const before = portal.accountGroups.length
    server.use(http.post(`*${GROUPS}`, () => new HttpResponse(null, { status: 500 })))
    await expect(
      createAccountGroup(portal, { name: 'Trusts', accountIds: accounts(portal) }),
    ).resolves.toEqual({
      groupId: null,
      complete: false,
    })
    expect(portal.accountGroups).toHaveLength(before)
    expect(await calls(/Association/)).toEqual([])
    expect(notices(portal)).toEqual([`warning: ${warningTexts.groupCreate}`])
  })

  it("says 'Failed to update group {group}' when the group was made but an account was not added", async () => {
    const portal = await signedIn()
    server.use(http.post(`*${ASSOCIATION}`, () => new HttpResponse(null, { status: 500 }), { once: true }))
    const created = await createAccountGroup(portal, { name: 'Trusts', accountIds: accounts(portal) })
    expect(created.complete).toBe(false)
    expect(created.groupId).not.toBeNull()
    expect(notices(portal)).toEqual([`warning: ${groupUpdateFailed('Trusts')}`])
  })

  it('renames a group and sends only the accounts that changed', async () => {
    const portal = await signedIn()
    const group = portal.accountGroups[0]!
    const [kept, ...dropped] = groupAccountIds(group)
    const added = portal.entitledAccounts.find((a) => !groupAccountIds(group).includes(a.id))!.id
    await expect(
      updateAccountGroup(portal, group, { name: 'Renamed', accountIds: [kept!, added] }),
    ).resolves.toBe(true)
    expect(await calls(/AccountGroups/)).toEqual(
      expect.arrayContaining([
        `PUT ${GROUPS}`,
        `POST ${ASSOCIATION}`,
        ...dropped.map(() => `DELETE ${ASSOCIATION}`),
      ]),
    )
    const saved = groupsOf('investor').find((g) => g.groupId === group.groupId)!
    expect(saved.groupName).toBe('Renamed')
    expect(groupAccountIds(saved).sort()).toEqual([kept, added].sort())
    expect(notices(portal)).toEqual([`info: ${groupUpdated('Renamed')}`])
  })

  it("says 'Failed to update group {group}' when the rename fails, and sends no account change", async () => {
    const portal = await signedIn()
    const group = portal.accountGroups[0]!
    server.use(http.put(`*${GROUPS}`, () => new HttpResponse(null, { status: 500 })))
    await expect(updateAccountGroup(portal, group, { name: 'Renamed', accountIds: [] })).resolves.toBe(false)
    expect(await calls(/Association/)).toEqual([])
    expect(notices(portal)).toEqual([`warning: ${groupUpdateFailed('Renamed')}`])
  })

  it('deletes a group; the header falls back to All Investor Accounts when it was selected', async () => {
    const portal = await signedIn()
    const group = portal.accountGroups[0]!
    portal.selectedGroupId = String(group.groupId)
    await expect(deleteAccountGroup(portal, group)).resolves.toBe(true)
    expect(portal.accountGroups.some((g) => g.groupId === group.groupId)).toBe(false)
    expect(portal.selectedGroupId).toBe('ALL')
    expect(notices(portal)).toEqual([`info: ${groupDeleted(group.groupName)}`])
  })

  it("keeps the group with 'Failed to delete {group} group' when the delete fails", async () => {
    const portal = await signedIn()
    const group = portal.accountGroups[0]!
    server.use(http.delete(`*${GROUPS}/:id`, () => HttpResponse.error()))
    await expect(deleteAccountGroup(portal, group)).resolves.toBe(false)
    expect(portal.accountGroups.some((g) => g.groupId === group.groupId)).toBe(true)
    expect(notices(portal)).toEqual([`warning: ${groupDeleteFailed(group.groupName)}`])
  })

  it('while impersonating, creates, changes and deletes groups in this session only', async () => {
    const portal = await impersonatingInvestor()
    const stored = groupsOf('investor')
    const created = await createAccountGroup(portal, { name: 'Local', accountIds: accounts(portal) })
    const local = portal.accountGroups.find((g) => g.groupId === created.groupId)!
    expect(local.groupName).toBe('Local')
    await updateAccountGroup(portal, local, { name: 'Local two', accountIds: [] })
    expect(portal.accountGroups.find((g) => g.groupId === created.groupId)?.groupName).toBe('Local two')
    await deleteAccountGroup(portal, portal.accountGroups[0]!)
    expect(await changesSent()).toEqual([])
    expect(groupsOf('investor')).toEqual(stored)
  })
})
