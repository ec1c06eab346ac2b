import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button, DownloadIcon } from '../../../src/components'
import { documentTexts, termsDialogTexts } from '../../../src/domain'
import { Row, Stage } from '../Stage'

const meta = {
  title: 'Components/Inputs/Button',
  component: Button,
  args: { children: termsDialogTexts.agree, onClick: fn() },
  render: (args) => (
    <Stage>
      <Button {...args} />
    </Stage>
  ),
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: termsDialogTexts.agree }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Variants: Story = {
  render: (args) => (
    <Stage>
      <Row>
        <Button {...args}>{termsDialogTexts.agree}</Button>
        <Button {...args} variant="secondary">
          {termsDialogTexts.disagree}
        </Button>
        <Button {...args} variant="ghost">
          {documentTexts.markAsRead}
        </Button>
        <Button {...args} variant="danger">
          Delete group
        </Button>
        <Button {...args} size="sm" icon={<DownloadIcon size="sm" />}>
          {documentTexts.downloadSelected}
        </Button>
      </Row>
    </Stage>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(5)
  },
}

export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button')).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}

export const Disabled: Story = {
  args: { disabled: true, children: documentTexts.downloadSelected },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: documentTexts.downloadSelected })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { loading: true, children: 'Submit' },
  parameters: { visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toBeDisabled()
  },
}
