import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button, EmptyState, SearchIcon } from '../../../src/components'
import { warningTexts } from '../../../src/domain'
import { Stage } from '../Stage'

const meta = {
  title: 'Components/Data/EmptyState',
  component: EmptyState,
  args: { title: warningTexts.reportNoData },
  render: (args) => (
    <Stage>
      <EmptyState {...args} />
    </Stage>
  ),
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: warningTexts.reportNoData }),
    ).toBeVisible()
  },
}

const onReset = fn()

export const WithAction: Story = {
  args: {
    title: 'No documents match your filters',
    description: 'Try a longer time range or fewer filters.',
    icon: <SearchIcon size="lg" />,
    action: (
      <Button variant="secondary" onClick={onReset}>
        Reset filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset filters' }))
    await expect(onReset).toHaveBeenCalled()
  },
}
