// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { homeTexts } from './texts'
import { loadTestSession, sessionWrapper, setUpScreenTestProvider } from '../testing/testSession'
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
})
