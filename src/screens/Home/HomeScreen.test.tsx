// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dataGridTexts } from '../../components'
import { featureFlagsFor, successTexts } from '../../domain'
import { mockState } from '../../../mocks/state'
import { homeTexts } from './texts'
import { attentionTexts } from './attention'
import {
  captureSavedFiles,
  loadTestSession,
  sessionWrapper,
  setUpScreenTestProvider,
} from '../testing/testSession'
import { HomeScreen } from './HomeScreen'

setUpScreenTestProvider()

describe('Home', () => {
  it('shows the notice and the video only once the action-required count is known, so nothing shifts', async () => {
    const session = await loadTestSession()
    const count = session.actionRequiredCount
    expect(count).toBeGreaterThan(0)

    const unknown = render(<HomeScreen />, {
      wrapper: sessionWrapper({ ...session, actionRequiredCount: null }),
    })
    expect(screen.getByText(homeTexts.intro)).toBeTruthy()
    expect(screen.queryByRole('region', { name: homeTexts.videoHeading })).toBeNull()
    expect(screen.queryByText(homeTexts.actionNoticeTitle)).toBeNull()
    unknown.unmount()

    render(<HomeScreen />, { wrapper: sessionWrapper(session) })
    expect(screen.getByText(homeTexts.actionNotice(count ?? 0))).toBeTruthy()
    expect(screen.getByRole('region', { name: homeTexts.videoHeading })).toBeTruthy()
    expect(await screen.findByText(homeTexts.disclaimer)).toBeTruthy()
  })
  it('hides the notice the investor dismissed, the video staying, and asks the session to remember it', async () => {
    const session = await loadTestSession()
    const shown = render(<HomeScreen />, { wrapper: sessionWrapper(session) })
    const page = within(shown.container)
    fireEvent.click(page.getByRole('button', { name: homeTexts.dismissActionNotice }))
    expect(session.dismissActionRequiredDocumentsNotice).toHaveBeenCalledOnce()
    expect(document.activeElement).toBe(page.getByRole('heading', { level: 1, name: homeTexts.title }))
    shown.unmount()

    const dismissed = within(
      render(<HomeScreen />, {
        wrapper: sessionWrapper({ ...session, isShownActionRequiredDocumentsNotice: false }),
      }).container,
    )
    expect(session.actionRequiredCount).toBeGreaterThan(0)
    expect(dismissed.queryByText(homeTexts.actionNoticeTitle)).toBeNull()
    expect(dismissed.getByRole('region', { name: homeTexts.videoHeading })).toBeTruthy()
  })

  it('lists five unread documents and three events; a document downloaded there leaves the list', async () => {
    const session = await loadTestSession()
    const shown = within(render(<HomeScreen />, { wrapper: sessionWrapper(session) }).container)
    const documents = await shown.findByRole('list', { name: attentionTexts.unreadList })
    expect(within(documents).getAllByRole('listitem')).toHaveLength(5)
    const events = await shown.findByRole('list', { name: attentionTexts.eventsList })
    expect(within(events).getAllByRole('listitem')).toHaveLength(3)
    expect(shown.getByRole('link', { name: attentionTexts.allUnread }).getAttribute('href')).toBe(
      '/documents?status=Unread',
    )

    const saved = captureSavedFiles()
    try {
      const first = within(documents).getAllByRole('button', { name: /^Download / })[0]!
      const title = first.getAttribute('aria-label')!.slice(dataGridTexts.download('').length)
      fireEvent.click(first)
      await waitFor(() => expect(session.notifySuccess).toHaveBeenCalledWith(successTexts.documentDownload))
      await waitFor(() => expect(within(documents).getAllByRole('listitem')).toHaveLength(4))
      expect(within(documents).queryByRole('button', { name: dataGridTexts.download(title) })).toBeNull()
      expect(saved.files).toHaveLength(1)
      await waitFor(() =>
        expect(mockState.requests.filter((request) => /\/read\/true$/.test(request.path))).toHaveLength(1),
      )
      expect(session.refreshActionRequiredCount).toHaveBeenCalled()
    } finally {
      saved.stop()
    }
  })

  it('has no events list where the calendar is off', async () => {
    const session = await loadTestSession()
    const shown = within(
      render(<HomeScreen />, {
        wrapper: sessionWrapper({ ...session, flags: featureFlagsFor('production') }),
      }).container,
    )
    await shown.findByRole('list', { name: attentionTexts.unreadList })
    expect(shown.queryByRole('heading', { name: attentionTexts.eventsHeading })).toBeNull()
  })

  it('while impersonating, a document downloaded there leaves the list and no read mark is sent', async () => {
    const session = await loadTestSession()
    const impersonating = { ...session, permissions: { ...session.permissions, sendsUserChanges: false } }
    const shown = within(render(<HomeScreen />, { wrapper: sessionWrapper(impersonating) }).container)
    const documents = await shown.findByRole('list', { name: attentionTexts.unreadList })
    const saved = captureSavedFiles()
    try {
      fireEvent.click(within(documents).getAllByRole('button', { name: /^Download / })[0]!)
      await waitFor(() => expect(within(documents).getAllByRole('listitem')).toHaveLength(4))
      expect(saved.files).toHaveLength(1)
      expect(mockState.requests.some((request) => /\/read\/true$/.test(request.path))).toBe(false)
      expect(session.refreshActionRequiredCount).not.toHaveBeenCalled()
    } finally {
      saved.stop()
    }
  })
})
