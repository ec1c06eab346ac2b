import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { plannedRoutes } from '../../../src/app/routes/routeTable'
import { paths } from '../../../src/domain'
import { PlannedScreen } from '../../../src/screens/Planned'
import { withScreenStage } from '../ScreenStage'

const plannedAt = (path: string) => {
  const route = plannedRoutes.find((candidate) => candidate.path === path)
  if (!route?.planned) throw new Error(`${path} is not a planned route`)
  return { title: route.title, summary: route.planned }
}

/** A routed screen that later work fills in: its title and what it will show (spec §2.5), from the route table. */
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
    const section = within(canvasElement).getByRole('region', { name: args.title })
    await expect(within(section).getByRole('heading', { level: 1, name: args.title })).toBeVisible()
    await expect(within(section).getByText(args.summary)).toBeVisible()
  },
}

/** A report route: the report's own title, not a generic one. */
export const Report: Story = {
  args: plannedAt(paths.capitalAccountStatement),
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: args.title })).toBeVisible()
    await expect(within(canvasElement).getByRole('region', { name: args.title })).toHaveTextContent(
      args.summary,
    )
  },
}
