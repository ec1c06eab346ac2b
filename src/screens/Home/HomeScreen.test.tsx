// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { endpoints } from '../../api'
import { dataGridTexts } from '../../components'
import { featureFlagsFor, REPORTING_TERMS, successTexts } from '../../domain'
import { mockState } from '../../../mocks/state'
import { homeTexts } from './texts'
import { attentionTexts } from './attention'
import { portfolioTexts } from './portfolio/texts'
import { captureSavedFiles, loadTestSession, sessionWrapper, setUpScreenTestProvider } from '../testing'
import { HomeScreen } from './HomeScreen'

setUpScreenTestProvider()

/** The portfolio's provider calls made so far: the published quarters and the account summaries. */
const portfolioCalls = () =>
  mockState.requests.filter((request) =>
    [endpoints.accountSummaryFilter.path(), endpoints.accountSummary.path()].some((path) =>
      request.path.endsWith(path),
    ),
  )

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

  describe("the portfolio's figures, report figures behind the reporting terms", () => {
    it('a new session: the prompt in their place, nothing asked of the provider; the rest of home shows', async () => {
      const session = await loadTestSession()
      const shown = within(render(<HomeScreen />, { wrapper: sessionWrapper(session) }).container)
      const panel = within(shown.getByRole('region', { name: portfolioTexts.heading }))
      expect(panel.getByText(portfolioTexts.termsRequired)).toBeTruthy()
      expect(panel.getByRole('button', { name: portfolioTexts.reviewTerms })).toBeTruthy()
      await shown.findByRole('list', { name: attentionTexts.unreadList })
      expect(await shown.findByText(homeTexts.disclaimer)).toBeTruthy()
      expect(shown.queryByText('TVPI')).toBeNull()
      expect(shown.queryByRole('region', { name: portfolioTexts.fundsHeading })).toBeNull()
      expect(portfolioCalls()).toEqual([])
      // Home asks for nothing unasked.
      expect(session.consentScopes).toEqual([])
    })

    it('the prompt asks for the reporting terms; accepted, the figures are asked for and shown', async () => {
      const session = await loadTestSession()
      const prompt = render(<HomeScreen />, { wrapper: sessionWrapper(session) })
      fireEvent.click(within(prompt.container).getByRole('button', { name: portfolioTexts.reviewTerms }))
      await waitFor(() => expect(session.consentScopes).toEqual([REPORTING_TERMS]))
      expect(session.reportingTermsAccepted).toBe(true)
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })))
      prompt.unmount()

      const accepted = within(render(<HomeScreen />, { wrapper: sessionWrapper({ ...session }) }).container)
      expect(await accepted.findByText('TVPI', { selector: 'abbr' }, { timeout: 5000 })).toBeTruthy()
      expect(accepted.queryByText(portfolioTexts.termsRequired)).toBeNull()
      expect(portfolioCalls().length).toBeGreaterThan(0)
    })

    it('declined or abandoned: the prompt stays, no figure is asked for', async () => {
      for (const terms of ['decline', 'abandon'] as const) {
        const session = await loadTestSession({ terms })
        const shown = render(<HomeScreen />, { wrapper: sessionWrapper(session) })
        const button = within(shown.container).getByRole('button', { name: portfolioTexts.reviewTerms })
        fireEvent.click(button)
        await waitFor(() => expect(session.consentScopes).toEqual([REPORTING_TERMS]))
        expect(session.reportingTermsAccepted).toBe(false)
        expect(within(shown.container).getByText(portfolioTexts.termsRequired)).toBeTruthy()
        expect(portfolioCalls()).toEqual([])
        shown.unmount()
      }
    })

    it('accepted earlier in the session (a report opened first): the figures at once, nothing asked', async () => {
      const session = await loadTestSession({ reportingTermsAccepted: true })
      const shown = within(render(<HomeScreen />, { wrapper: sessionWrapper(session) }).container)
      expect(await shown.findByText('TVPI', { selector: 'abbr' }, { timeout: 5000 })).toBeTruthy()
      expect(shown.queryByRole('button', { name: portfolioTexts.reviewTerms })).toBeNull()
      expect(session.consentScopes).toEqual([])
    })
  })
})
