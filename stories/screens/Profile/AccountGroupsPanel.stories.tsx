import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { groupsOf } from '../../../mocks/store'
import { ALL_ACCOUNTS_GROUP_ID } from '../../../src/domain'
import { AccountGroupsPanel } from '../../../src/screens/Profile/AccountGroupsPanel'
import { profileTexts as texts } from '../../../src/screens/Profile/texts'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { screenOf } from '../screenHelpers'

const investorGroup = groupsOf('investor')[0]!

/** The profile's account-group editor on its own, for the group it is given (the screen keeps it in the URL). */
const meta = {
  title: 'Screens/Parts/Profile/AccountGroupsPanel',
  component: AccountGroupsPanel,
  args: { groupId: ALL_ACCOUNTS_GROUP_ID, onChoose: fn() },
  decorators: [withScreenStage],
  parameters: { session: 'started' },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof AccountGroupsPanel>

export default meta
type Story = StoryObj<typeof meta>

/** All Investor Accounts: every entitled account, nothing to edit; 'New group' asks the screen for a new one. */
export const AllAccounts: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(
      await within(canvasElement).findByText(texts.allAccountsNote('9'), {}, { timeout: 8000 }),
    ).toBeVisible()
    await expect(within(canvasElement).queryByRole('textbox', { name: texts.groupName })).toBeNull()
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.newGroup }))
    await expect(args.onChoose).toHaveBeenCalled()
  },
}

/** A saved group: its name to rename and its accounts to pick, with save and delete. */
export const SavedGroup: Story = {
  args: { groupId: String(investorGroup.groupId) },
  play: async ({ canvasElement }) => {
    const name = await within(canvasElement).findByRole(
      'textbox',
      { name: texts.groupName },
      { timeout: 8000 },
    )
    await expect(name).toHaveValue(investorGroup.groupName)
    await within(canvasElement).findByRole('listbox', { name: texts.accounts }, { timeout: 8000 })
    await expect(within(canvasElement).getByRole('button', { name: texts.deleteGroup })).toBeEnabled()
  },
}

/** Deleting asks first; cancelling keeps the group. */
export const DeleteAsksFirst: Story = {
  args: { groupId: String(investorGroup.groupId) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: texts.groupName }, { timeout: 8000 })
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.deleteGroup }))
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: texts.confirmDeleteTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: texts.cancel }))
    await expect(within(canvasElement).getByRole('textbox', { name: texts.groupName })).toHaveValue(
      investorGroup.groupName,
    )
  },
}
