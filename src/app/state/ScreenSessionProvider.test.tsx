// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, RequestCancelledError } from '../../api'
import { generalTermsAndConditions, rejectionTexts, warningTexts } from '../../domain'
import {
  usePortalActions,
  usePortalSession,
  type PortalActions,
  type PortalSessionData,
} from '../../screens/portalSession'
import { notifyWarning } from './notifications'
import { createPortalState } from './portalStore'
import { ScreenSessionProvider } from './ScreenSessionProvider'

/** Counts the renders of a screen that reads the session's data, and hands out the actions it saw. */
function renderScreen() {
  const portal = createPortalState()
  const seen: { renders: number; actions: PortalActions[]; data: PortalSessionData | null } = {
    renders: 0,
    actions: [],
    data: null,
  }
  function Screen() {
    seen.data = usePortalSession()
    seen.renders++
    return null
  }
  function Actor() {
    seen.actions.push(usePortalActions())
    return null
  }
  render(
    <ScreenSessionProvider portal={portal}>
      <Screen />
      <Actor />
    </ScreenSessionProvider>,
  )
  return { portal, seen }
}

describe('ScreenSessionProvider', () => {
  it('re-renders the screens for the data they read, not for a notification', async () => {
    const { portal, seen } = renderScreen()
    const before = seen.renders
    await act(async () => notifyWarning(portal, warningTexts.tryAgain))
    expect(portal.notifications).toHaveLength(1)
    expect(seen.renders).toBe(before)
    await act(async () => void (portal.actionRequiredCountKnown = true))
    expect(seen.renders).toBe(before + 1)
    expect(new Set(seen.actions).size).toBe(1)
  })

  it('says whether the reporting terms are accepted, re-rendering the screens only when that changes', async () => {
    const { portal, seen } = renderScreen()
    expect(seen.data?.reportingTermsAccepted).toBe(false)
    const before = seen.renders
    // Another scope's consent (a document type's term) does not concern them.
    await act(async () => void (portal.consents = { '5': 'Accepted' }))
    expect(seen.renders).toBe(before)
    await act(
      async () => void (portal.consents = { ...portal.consents, [generalTermsAndConditions.id]: 'Accepted' }),
    )
    expect(seen.renders).toBe(before + 1)
    expect(seen.data?.reportingTermsAccepted).toBe(true)
  })

  it('reports a failure once with its §8 text (or the warning given) and ignores an abort', async () => {
    const { portal, seen } = renderScreen()
    const { reportFailure } = seen.actions[0]!
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(async () => reportFailure(new RequestCancelledError()))
    expect(portal.notifications).toHaveLength(0)
    await act(async () =>
      reportFailure(new ApiError(rejectionTexts.documents, 500), warningTexts.documentsLoad),
    )
    await act(async () => reportFailure(new ApiError(warningTexts.fileDownload, 500)))
    expect(portal.notifications.map((notification) => notification.text)).toEqual([
      warningTexts.documentsLoad,
      warningTexts.fileDownload,
    ])
  })
})
