import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PlannedScreen, plannedScreens, type PlannedScreenKey } from '../../../src/screens/Planned'
import { withScreenStage } from '../ScreenStage'

const everyScreen = Object.keys(plannedScreens) as PlannedScreenKey[]

/** A routed screen that later work fills in: its title and what it will show (spec §2.5). */
const meta = {
  title: 'Screens/Planned',
  component: PlannedScreen,
  decorators: [withScreenStage],
  args: { screen: 'profile' },
  argTypes: { screen: { control: 'select', options: everyScreen } },
} satisfies Meta<typeof PlannedScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { title, summary } = plannedScreens.profile
    const section = within(canvasElement).getByRole('region', { name: title })
    await expect(within(section).getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(within(section).getByText(summary)).toBeVisible()
  },
}

/** A report route: the report's own title, not a generic one. */
export const Report: Story = {
  args: { screen: 'capitalAccountStatement' },
  play: async ({ canvasElement }) => {
    const { title, summary } = plannedScreens.capitalAccountStatement
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(within(canvasElement).getByRole('region', { name: title })).toHaveTextContent(summary)
  },
}
