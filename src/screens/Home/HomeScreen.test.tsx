// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
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
})
