// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { resetMockState } from '../../../mocks/state'
import { requestContext } from '../../api'
import { rejectionTexts, sessionPermissions } from '../../domain'
import { startImpersonation, stopImpersonation } from './impersonation'
import { selectInvestorGroup } from './investorGroup'
import { createPortalState } from './portalStore'
import { startPortal } from './startup'
import { providerRequests, until, setUpTestProvider } from '../testing/testProvider'

setUpTestProvider()

async function signedIn(persona: 'admin' | 'investor') {
  resetMockState(persona)
  const portal = createPortalState()
  await startPortal(portal)
  await until(portal, (state) => state.initialised)
  return portal
}

describe('impersonation', () => {
  it("lets an administrator act as an investor with the investor's permissions, then stop", async () => {
    const portal = await signedIn('admin')
    expect(sessionPermissions(portal).view.portfolioPerformance).toBe(true)
    await expect(startImpersonation(portal, 'margaret.ellison@example.com')).resolves.toBe(true)
    expect(portal.impersonation?.user.userId).toBe('u-investor')
    expect(requestContext.entitledUserId).toBe('u-investor')
    // A change the provider refused meanwhile is then named as such (src/api/errors.ts).
    expect(requestContext.actingAsAnotherUser).toBe(true)
    const permissions = sessionPermissions(portal)
    expect(permissions.isImpersonating).toBe(true)
    expect(permissions.view.portfolioPerformance).toBe(false)
    expect(permissions.sendsUserChanges).toBe(false)
    expect(permissions.investorRequestEnabled).toBe(false)
    expect(permissions.administration).toEqual({
      visible: true,
      enabled: false,
      tooltip: 'In impersonate mode admin page features are disabled',
    })
    // Later calls carry the impersonated user's id.
    const calls = (await providerRequests()).filter((r) => r.path.endsWith('/InvestorAccountGroups'))
    expect(calls.at(-1)).toMatchObject({ query: expect.objectContaining({ entitledUserId: 'u-investor' }) })

    await expect(startImpersonation(portal, 'dana.whitfield@example.com')).resolves.toBe(false)
    await stopImpersonation(portal)
    expect(portal.impersonation).toBeNull()
    expect(requestContext.entitledUserId).toBe('u-admin')
    expect(requestContext.actingAsAnotherUser).toBe(false)
  })

  it("fails with 'Impersonation failed' for an unknown email", async () => {
    const portal = await signedIn('admin')
    await expect(startImpersonation(portal, 'nobody@example.com')).resolves.toBe(false)
    expect(portal.impersonationError).toBe(rejectionTexts.impersonation)
    expect(portal.impersonation).toBeNull()
  })

  it('is not open to investors', async () => {
    const portal = await signedIn('investor')
    await expect(startImpersonation(portal, 'dana.whitfield@example.com')).resolves.toBe(false)
    expect(portal.impersonation).toBeNull()
  })
})

describe('investor group selection', () => {
  it('sends the selected group as investorAccountGroupId and falls back to ALL for unknown ids', async () => {
    const portal = await signedIn('investor')
    const group = portal.accountGroups[0]
    expect(group).toBeDefined()
    selectInvestorGroup(portal, String(group?.groupId))
    expect(requestContext.investorAccountGroupId).toBe(String(group?.groupId))
    selectInvestorGroup(portal, 'CREATE')
    expect(portal.selectedGroupId).toBe('ALL')
    selectInvestorGroup(portal, 'no-such-group')
    expect(requestContext.investorAccountGroupId).toBe('ALL')
  })
})
