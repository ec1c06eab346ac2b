import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { plannedRoutes } from '../../../src/app/routes/routeTable'
import { paths } from '../../../src/domain'
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
  args: plannedAt(paths.calendar),
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
