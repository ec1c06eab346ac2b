// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { resetMockState } from '../../../mocks/state'
import type { Term } from '../../domain'
import { createPortalState } from './portalStore'
import { answerTerms, requestConsent } from './terms'
import { nextTermsPost, setUpTestProvider, termPosts } from '../testing/testProvider'

setUpTestProvider()

const term = (
  id: number,
  associationType: string,
  whenAccepted: 'Once' | 'Session',
  accepted = false,
): Term => ({
  id,
  name: `Term ${id}`,
  text: `<p>Text ${id}</p>`,
  associationType,
  associations: associationType === 'EntitledEntity' ? [42] : [],
  whenAccepted,
  accepted,
  status: 'Active',
  active: true,
})

describe('requestConsent', () => {
  it('resolves at once with no outstanding term, and opens no dialog', async () => {
    const portal = createPortalState({ terms: [term(1, 'Reporting', 'Once', true)] })
    await expect(requestConsent(portal, { reporting: true })).resolves.toEqual([])
    expect(portal.termsDialog.open).toBe(false)
  })

  it('asks entity terms before reporting terms, and posts only the accepted Once terms', async () => {
    const portal = createPortalState({
      terms: [
        term(7, 'Reporting', 'Once'),
        term(8, 'Reporting', 'Session'),
        term(3, 'EntitledEntity', 'Once'),
      ],
    })
    const posted = nextTermsPost()
    const outcome = requestConsent(portal, { reporting: true, entityIds: [42] })
    expect(portal.termsDialog.terms.map((t) => t.id)).toEqual([3, 7, 8])
    expect(portal.termsDialog.activeTermId).toBe(3)
    answerTerms(portal, { type: 'accept' })
    expect(portal.termsDialog.activeTermId).toBe(7)
    answerTerms(portal, { type: 'accept' })
    answerTerms(portal, { type: 'accept' })
    const terms = await outcome
    expect(terms?.map((t) => t.status)).toEqual(['Accepted', 'Accepted', 'Accepted'])
    // The post is not awaited by the dialog: its answer is the sign it was made.
    await posted
    expect(await termPosts()).toHaveLength(1)
    expect((await termPosts())[0]?.body).toEqual([3, 7])
    // Accepted in this session: not asked again.
    await expect(requestConsent(portal, { reporting: true, entityIds: [42] })).resolves.toEqual([])
  })

  it('closing by navigation abandons the request without declining anything', async () => {
    const portal = createPortalState({ terms: [term(7, 'Reporting', 'Once')] })
    const outcome = requestConsent(portal, { reporting: true })
    answerTerms(portal, { type: 'close', byNavigation: true })
    await expect(outcome).resolves.toBeNull()
    expect(portal.consents).toEqual({})
    expect(portal.termsDialog.open).toBe(false)
  })

  it('posts nothing while impersonating', async () => {
    resetMockState('admin')
    const portal = createPortalState({
      terms: [term(7, 'Reporting', 'Once')],
      impersonation: {
        user: { userId: 'u-investor', email: 'x@example.com', firstName: 'M', lastName: 'E', isAdmin: false },
        segmentFunction: [],
      },
    })
    // A post would be sent while the answer is handled, before the outcome resolves.
    const sent = vi.spyOn(globalThis, 'fetch')
    const outcome = requestConsent(portal, { reporting: true })
    answerTerms(portal, { type: 'accept' })
    await expect(outcome).resolves.toHaveLength(1)
    expect(sent).not.toHaveBeenCalled()
    expect(await termPosts()).toHaveLength(0)
  })
})
