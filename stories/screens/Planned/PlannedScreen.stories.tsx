import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { plannedRoutes } from '../../../src/app/routes/routeTable'
import { componentTexts } from '../../../src/components'
import { paths, reportLabels } from '../../../src/domain'
import { PlannedScreen, plannedPages } from '../../../src/screens/Planned'
import { withScreenStage } from '../ScreenStage'

/** The placeholder of a route the route table has no screen for yet. */
const plannedAt = (path: string) => {
  if (!plannedRoutes.some((route) => route.path === path)) throw new Error(`${path} is not a planned route`)
  return { path }
}

const pageAt = (path: string) => plannedPages[path]!

/** A routed screen that later work fills in: its title and what it will show (spec §2.5). */
const meta = {
  title: 'Screens/Planned',
  component: PlannedScreen,
  decorators: [withScreenStage],
  args: plannedAt(paths.profile),
} satisfies Meta<typeof PlannedScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { title, summary } = pageAt(args.path)
    const section = within(canvasElement).getByRole('region', { name: title })
    await expect(within(section).getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(within(section).getByText(summary)).toBeVisible()
  },
}

/** A report still to be built: a report page with its title and the reports drawer. */
export const Report: Story = {
  args: plannedAt(paths.portfolioPerformance),
  parameters: { session: 'started', persona: 'alpinvest', route: paths.portfolioPerformance },
  play: async ({ canvasElement, args }) => {
    const { title, summary } = pageAt(args.path)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(canvas.getByText(summary)).toBeVisible()
    const drawer = canvas.getByRole('complementary', { name: componentTexts.reportsDrawer })
    await expect(
      within(drawer).getByRole('link', { name: reportLabels.portfolioPerformance }),
    ).toHaveAttribute('aria-current', 'page')
  },
}
