import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DownloadIcon, FlagIcon, HelpIcon, IconButton } from '../../../src/components'
import { paths, utilityMenuTexts } from '../../../src/domain'
import { Row, Stage } from '../Stage'

const meta = {
  title: 'Components/Inputs/IconButton',
  component: IconButton,
  args: { label: 'Download Q3 2026 Capital Account Statement', icon: <DownloadIcon />, onClick: fn() },
  render: (args) => (
    <Stage>
      <IconButton {...args} />
    </Stage>
  ),
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Download Q3 2026 Capital Account Statement' }),
    )
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Pressed: Story = {
  args: { label: 'Action item', icon: <FlagIcon />, pressed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Action item' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button')
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** As a link, a plain click navigates in-app; the page never reloads. */
export const AsLink: Story = {
  render: () => (
    <Stage>
      <Row>
        <IconButton label={utilityMenuTexts.help} icon={<HelpIcon />} href={paths.help} />
      </Row>
    </Stage>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: utilityMenuTexts.help })
    await expect(link).toHaveAttribute('href', paths.help)
  },
}
