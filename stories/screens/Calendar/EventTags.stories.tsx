import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { EventTags } from '../../../src/screens/Calendar/EventTags'
import { calendarScreenTexts as texts } from '../../../src/screens/Calendar/texts'
import { Stage } from '../../components/Stage'

/** Whether the user is registered for an event, and whether it is over. */
const meta = {
  title: 'Screens/Parts/Calendar/EventTags',
  component: EventTags,
  args: { registered: true, past: false },
  render: (args) => (
    <Stage>
      <EventTags {...args} />
    </Stage>
  ),
} satisfies Meta<typeof EventTags>

export default meta
type Story = StoryObj<typeof meta>

export const Registered: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.registered)).toBeVisible()
    await expect(within(canvasElement).queryByText(texts.past)).toBeNull()
  },
}

export const NotRegistered: Story = {
  args: { registered: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.notRegistered)).toBeVisible()
  },
}

/** A past event says so beside the registration. */
export const Past: Story = {
  args: { registered: false, past: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.notRegistered)).toBeVisible()
    await expect(within(canvasElement).getByText(texts.past)).toBeVisible()
  },
}
