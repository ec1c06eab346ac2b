import type { Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { expect, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../../.storybook/portalState'
import { withFaults } from '../../../mocks/faults'
import { preferenceValue, rejectionTexts } from '../../../src/domain'
import { PreferencesPanel } from '../../../src/screens/Profile/PreferencesPanel'
import { profileTexts as texts } from '../../../src/screens/Profile/texts'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { requestLog, screenOf } from '../screenHelpers'
import { choose, europeanFormats } from '../reports/reportHelpers'

const PREFERENCES = endpoints.userPreferences.path()

/** The profile's preferences on their own: each applies at once and is saved; a failed save puts it back. */
const meta = {
  title: 'Screens/Parts/Profile/PreferencesPanel',
  component: PreferencesPanel,
  decorators: [withScreenStage],
  parameters: { session: 'started' },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof PreferencesPanel>

export default meta
type Story = StoryObj<typeof meta>

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${label}`) })
const saved = (setting: string) => preferenceValue(currentPortalState().user?.preferences, setting)

/** The formats with an example each; the landing page said to be off; no line-two currency for a line-one user. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, texts.dateFormat)).toHaveTextContent('MMM-DD-YYYY')
    await expect(field(canvasElement, texts.numberFormat)).toHaveTextContent('1,234.56')
    await expect(within(canvasElement).getByText(texts.landingPageOff)).toBeVisible()
    await expect(
      within(canvasElement).queryByRole('button', { name: new RegExp(`^${texts.lineTwoCurrency}`) }),
    ).toBeNull()
  },
}

/** A number format chosen applies at once and is saved. */
export const ChangeNumberFormat: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, texts.numberFormat, /^1\.234,56/)
    await expect(saved('NumberFormat')).toBe('1.234,56')
    await waitFor(async () =>
      expect(
        (await requestLog()).filter((r) => r.method !== 'GET' && r.path.startsWith(PREFERENCES)),
      ).toHaveLength(1),
    )
  },
}

/** A user who reads 31.12.2026 and 1.234,56. */
export const EuropeanFormats: Story = {
  beforeEach: europeanFormats,
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, texts.dateFormat)).toHaveTextContent('DD.M.YYYY (31.12.2026)')
    await expect(field(canvasElement, texts.numberFormat)).toHaveTextContent('1.234,56 (1.234.567,89)')
  },
}

/** The line-two investor also chooses the AlpInvest reporting currency. */
export const LineTwoInvestor: Story = {
  parameters: { persona: 'alpinvest' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, texts.lineTwoCurrency)).toBeVisible()
  },
}

/** The save fails: 'Failed to update user preference', and the previous format is back. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: withFaults([{ method: 'PUT', path: endpoints.updateUserPreference.glob(), status: 500 }]),
    },
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, texts.dateFormat, /^DD\.M\.YYYY/)
    await screenOf(canvasElement).findByText(rejectionTexts.userPreference, {}, { timeout: 8000 })
    await waitFor(() => expect(field(canvasElement, texts.dateFormat)).toHaveTextContent('MMM-DD-YYYY'))
  },
}
