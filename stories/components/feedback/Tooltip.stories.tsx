import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AdministrationIcon, ExcelIcon, IconButton, Tooltip } from '../../../src/components'
import { EXPORT_AS_EXCEL, IMPERSONATION_ADMIN_DISABLED_TOOLTIP, utilityMenuTexts } from '../../../src/domain'
import { Stage } from '../Stage'

const meta = {
  title: 'Components/Feedback/Tooltip',
  component: Tooltip,
  args: {
    content: EXPORT_AS_EXCEL,
    children: <IconButton label={EXPORT_AS_EXCEL} icon={<ExcelIcon />} />,
  },
  render: (args) => (
    <Stage>
      <Tooltip {...args} />
    </Stage>
  ),
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const button = within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL })
    await expect(body.queryByRole('tooltip')).toBeNull()
    await userEvent.hover(button)
    await expect(await body.findByRole('tooltip')).toHaveTextContent(EXPORT_AS_EXCEL)
    await expect(button).toHaveAccessibleDescription(EXPORT_AS_EXCEL)
  },
}

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL })).toHaveFocus()
    await expect(await body.findByRole('tooltip')).toHaveTextContent(EXPORT_AS_EXCEL)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull())
  },
}

/** The administration icon while impersonating a non-admin: disabled, focusable, explained. */
export const OnDisabledControl: Story = {
  args: {
    content: IMPERSONATION_ADMIN_DISABLED_TOOLTIP,
    children: (
      <IconButton
        label={utilityMenuTexts.administration}
        icon={<AdministrationIcon />}
        href="/administration"
        disabled
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.tab()
    const link = within(canvasElement).getByRole('link', { name: utilityMenuTexts.administration })
    await expect(link).toHaveFocus()
    await expect(link).toHaveAttribute('aria-disabled', 'true')
    await expect(await body.findByRole('tooltip')).toHaveTextContent(IMPERSONATION_ADMIN_DISABLED_TOOLTIP)
  },
}
