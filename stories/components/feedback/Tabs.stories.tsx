import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Tabs } from '../../../src/components'
import { fundProfileTabs } from '../../../src/domain'
import { Stage } from '../Stage'

const meta = {
  title: 'Components/Feedback/Tabs',
  component: Tabs,
  args: {
    label: 'Fund profile',
    onSelect: fn(),
    items: fundProfileTabs.map((label) => ({ id: label, label, content: <p>{label} of the fund.</p> })),
  },
  render: (args) => (
    <Stage>
      <Tabs {...args} />
    </Stage>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([...fundProfileTabs])
    await userEvent.click(canvas.getByRole('tab', { name: 'Key Dates' }))
    await expect(canvas.getByRole('tab', { name: 'Key Dates' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Key Dates of the fund.')
    await expect(args.onSelect).toHaveBeenCalledWith('Key Dates')
  },
}

export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'Summary Investment Schedule' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Key Dates' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'Fund Documents' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Summary Investment Schedule' })).toHaveFocus()
  },
}

export const Disabled: Story = {
  args: {
    items: fundProfileTabs.map((label, index) => ({
      id: label,
      label,
      disabled: index === 1,
      content: <p>{label} of the fund.</p>,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Key Dates' })).toBeDisabled()
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Waterfall Terms' })).toHaveFocus()
  },
}
