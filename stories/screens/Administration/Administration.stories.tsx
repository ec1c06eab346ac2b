import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { navigationTabTexts, paths, utilityMenuTexts } from '../../../src/domain'
import { AdministrationScreen } from '../../../src/screens/Administration'
import { administrationTexts as texts } from '../../../src/screens/Administration/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'

/** /administration (spec §2.1): the landing page's two tiles. */
const meta = {
  title: 'Screens/Administration',
  component: AdministrationScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', persona: 'admin', route: paths.administration },
} satisfies Meta<typeof AdministrationScreen>

export default meta
type Story = StoryObj<typeof meta>

export const AdministrationLanding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: utilityMenuTexts.administration })
    const reports = canvas.getByRole('link', { name: new RegExp(navigationTabTexts.reports) })
    await expect(reports).toHaveAttribute('href', paths.administrationReports)
    await expect(
      canvas.getByRole('link', { name: new RegExp(navigationTabTexts.impersonateUser) }),
    ).toHaveAttribute('href', paths.impersonate)
    await userEvent.click(reports)
    await canvas.findByRole('heading', { level: 1, name: navigationTabTexts.reports })
    await waitFor(() => expect(canvas.getByText(texts.reportSummaries.termAcceptance)).toBeVisible())
  },
}
