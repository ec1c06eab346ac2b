// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resetMockState } from '../../../mocks/state'
import { api, SESSION_FLAG_STORAGE_KEY } from '../../api'
import { documentIdOf } from '../../domain'
import { librarySearch } from '../../domain/testing/documentSearch'
import { usePortalSession, type PortalSession } from '../../screens/portalSession'
import { createPortalState } from './portalStore'
import { ScreenSessionProvider } from './ScreenSessionProvider'
import { refreshActionRequiredCount, startPortal } from './startup'
import { setUpTestProvider, until } from '../testing/testProvider'

setUpTestProvider()

/** The investor's started session, as the home screen reads it. */
async function investorSession() {
  resetMockState('investor')
  const portal = createPortalState()
  await startPortal(portal)
  await until(portal, (state) => state.initialised)
  const seen: { session: PortalSession | null } = { session: null }
  function Home() {
    seen.session = usePortalSession()
    return null
  }
  render(
    <ScreenSessionProvider portal={portal}>
      <Home />
    </ScreenSessionProvider>,
  )
  const session = () => seen.session!
  const refresh = () => act(() => refreshActionRequiredCount(portal))
  return { portal, session, refresh }
}

/** Sets action flags on documents the provider has not flagged, or clears them on flagged ones. */
async function flagDocuments(flag: boolean, count: number) {
  const { results } = await api.documents.searchDocuments(librarySearch({ actionFlag: !flag }))
  for (const document of results.slice(0, count))
    await api.documents.setActionItem(documentIdOf(document)!, flag)
}

describe('the home notice about documents requiring action', () => {
  it('shows while documents require action, and hides for the session once dismissed', async () => {
    const { portal, session, refresh } = await investorSession()
    expect(session().actionRequiredCount).toBeGreaterThan(0)
    expect(session().isShownActionRequiredDocumentsNotice).toBe(true)

    await act(async () => session().dismissActionRequiredDocumentsNotice())
    expect(session().isShownActionRequiredDocumentsNotice).toBe(false)
    await refresh()
    expect(session().isShownActionRequiredDocumentsNotice).toBe(false)
    // Session state of the store, nothing written to the browser's storage.
    expect(window.sessionStorage.length).toBe(0)
    expect(Object.keys(window.localStorage)).toEqual([SESSION_FLAG_STORAGE_KEY])
    expect(portal.actionNoticeDismissal).not.toBeNull()
  })

  it('shows again when a new action item arrives', async () => {
    const { session, refresh } = await investorSession()
    const before = session().actionRequiredCount!
    await act(async () => session().dismissActionRequiredDocumentsNotice())
    await flagDocuments(true, 1)
    await refresh()
    expect(session().actionRequiredCount).toBe(before + 1)
    expect(session().isShownActionRequiredDocumentsNotice).toBe(true)
  })

  it('shows again for a new item after the investor cleared some, though the count is back where it was', async () => {
    const { session, refresh } = await investorSession()
    const before = session().actionRequiredCount!
    await act(async () => session().dismissActionRequiredDocumentsNotice())
    await flagDocuments(false, 2)
    await refresh()
    expect(session().isShownActionRequiredDocumentsNotice).toBe(false)
    await flagDocuments(true, 1)
    await refresh()
    expect(session().actionRequiredCount).toBe(before - 1)
    expect(session().isShownActionRequiredDocumentsNotice).toBe(true)
  })

  it('is shown again in a new session (a new store)', async () => {
    const first = await investorSession()
    await act(async () => first.session().dismissActionRequiredDocumentsNotice())
    const next = await investorSession()
    expect(next.session().isShownActionRequiredDocumentsNotice).toBe(true)
  })
})
