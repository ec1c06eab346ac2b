import type { Meta, StoryObj } from '@storybook/react-vite'
import styled from 'styled-components'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
import { theme, UtilityMenu } from '../../../src/components'
import { helpHref, IMPERSONATION_ADMIN_DISABLED_TOOLTIP, paths, utilityMenuTexts } from '../../../src/domain'

const Brand = styled.div`
  display: flex;
  padding: ${theme.space.lg};
  background: ${theme.colors.brand};
`

const meta = {
  title: 'Components/Shell/UtilityMenu',
  component: UtilityMenu,
  args: {
    helpHref: helpHref('documents'),
    administration: { href: paths.administration, enabled: true },
    investorRequest: { enabled: true, onOpen: fn() },
  },
  render: (args) => (
    <Brand>
      <UtilityMenu {...args} />
    </Brand>
  ),
} satisfies Meta<typeof UtilityMenu>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const Administrator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: utilityMenuTexts.help })).toHaveAttribute(
      'href',
      '/help#documents',
    )
    await userEvent.click(canvas.getByRole('link', { name: utilityMenuTexts.administration }))
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.administration)
    await userEvent.click(canvas.getByRole('button', { name: utilityMenuTexts.investorRequest }))
    await expect(args.investorRequest.onOpen).toHaveBeenCalledTimes(1)
    await userEvent.hover(canvas.getByRole('button', { name: utilityMenuTexts.investorRequest }))
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      utilityMenuTexts.investorRequest,
    )
  },
}

export const Investor: Story = {
  args: { administration: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: utilityMenuTexts.administration }),
    ).toBeNull()
  },
}

/** Impersonating a non-administrator: administration disabled with the spec's tooltip, investor request off. */
export const Impersonating: Story = {
  args: {
    administration: {
      href: paths.administration,
      enabled: false,
      tooltip: IMPERSONATION_ADMIN_DISABLED_TOOLTIP,
    },
    investorRequest: { enabled: false, onOpen: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const admin = canvas.getByRole('link', { name: utilityMenuTexts.administration })
    await expect(admin).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(admin)
    await expect(inAppNavigation).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: utilityMenuTexts.investorRequest }))
    await expect(args.investorRequest.onOpen).not.toHaveBeenCalled()
    await userEvent.hover(admin)
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      IMPERSONATION_ADMIN_DISABLED_TOOLTIP,
    )
    await expect(admin).toHaveAccessibleDescription(IMPERSONATION_ADMIN_DISABLED_TOOLTIP)
  },
}

export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: utilityMenuTexts.help })).toHaveFocus()
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(utilityMenuTexts.help)
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: utilityMenuTexts.administration })).toHaveFocus()
  },
}
