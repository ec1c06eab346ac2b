import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
import { MenuButton } from '../../../src/components'
import {
  documentTexts,
  DOWNLOAD_SELECTION_HINT,
  paths,
  reportLineLabels,
  reportMenuGroups,
  userMenuTexts,
} from '../../../src/domain'
import { Stage } from '../Stage'

const onPreferences = fn()
const onSignOut = fn()

const meta = {
  title: 'Components/Inputs/MenuButton',
  component: MenuButton,
  args: {
    label: 'Account',
    groups: [
      {
        id: 'account',
        items: [
          { id: 'preferences', label: userMenuTexts.preferences, onSelect: onPreferences },
          { id: 'signout', label: userMenuTexts.signOut, onSelect: onSignOut },
        ],
      },
    ],
  },
  render: (args) => (
    <Stage>
      <MenuButton {...args} />
    </Stage>
  ),
} satisfies Meta<typeof MenuButton>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Account' })
    await userEvent.click(button)
    const menu = await body(canvasElement).findByRole('menu', { name: 'Account' })
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(within(menu).getByRole('menuitem', { name: userMenuTexts.signOut }))
    await expect(onSignOut).toHaveBeenCalled()
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull())
  },
}

/** Enter, Space or ArrowDown open on the first item; arrows wrap; Escape closes and returns focus. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Account' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const menu = await body(canvasElement).findByRole('menu')
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: userMenuTexts.preferences })).toHaveFocus(),
    )
    await userEvent.keyboard('{ArrowDown}')
    await expect(within(menu).getByRole('menuitem', { name: userMenuTexts.signOut })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(within(menu).getByRole('menuitem', { name: userMenuTexts.preferences })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(button).toHaveFocus())
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() =>
      expect(body(canvasElement).getByRole('menuitem', { name: userMenuTexts.signOut })).toHaveFocus(),
    )
    await userEvent.keyboard(' ')
    await expect(onSignOut).toHaveBeenCalled()
  },
}

/** Grouped links (the reports menu's shape): in-app links navigate in-app. */
export const GroupedLinks: Story = {
  args: {
    label: 'Reporting',
    groups: reportMenuGroups({
      accountSummary: true,
      reports: true,
      accountSummaryAlpInvest: true,
      portfolioPerformance: true,
      diversificationAnalysis: true,
      funds: true,
    }).map((group) => ({
      id: group.line,
      label: reportLineLabels[group.line],
      items: group.options.map((option) => ({ id: option.report, label: option.label, href: option.path })),
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reporting' }))
    const menu = await body(canvasElement).findByRole('menu')
    // The two report lines and the portfolio analytics.
    await expect(within(menu).getAllByRole('group')).toHaveLength(3)
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cash Flow Activity' }))
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.cashFlowActivity)
  },
}

export const DisabledItem: Story = {
  args: {
    label: 'Selection options',
    groups: [
      {
        id: 'selection',
        items: [
          { id: 'all', label: documentTexts.selectAll },
          {
            id: 'download',
            label: documentTexts.downloadSelected,
            disabled: true,
            hint: DOWNLOAD_SELECTION_HINT,
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Selection options' }))
    const item = await body(canvasElement).findByRole('menuitem', {
      name: new RegExp(documentTexts.downloadSelected),
    })
    await expect(item).toHaveAttribute('aria-disabled', 'true')
    await expect(item).toHaveAccessibleDescription(DOWNLOAD_SELECTION_HINT)
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account' })).toBeDisabled()
  },
}
