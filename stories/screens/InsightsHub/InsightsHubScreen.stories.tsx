import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { navigationTabTexts, paths } from '../../../src/domain'
import { InsightsHubScreen } from '../../../src/screens/InsightsHub'
import { insightsHubTexts as texts } from '../../../src/screens/InsightsHub/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'

/** /insights-hub: what Global Insights is, and a link out to it in a new window (spec §2.1, §2.3). */
const meta = {
  title: 'Screens/InsightsHub',
  tags: ['!autodocs'],
  component: InsightsHubScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.insightsHub },
} satisfies Meta<typeof InsightsHubScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: navigationTabTexts.globalInsights })
    await expect(within(canvasElement).getByText(texts.intro)).toBeVisible()
    const link = within(canvasElement).getByRole('link', { name: new RegExp(`^${texts.open}`) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link.getAttribute('rel')).toContain('noopener')
    await expect(link.getAttribute('href')).toMatch(/^https:\/\//)
  },
}
