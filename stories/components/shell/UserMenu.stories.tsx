import type { Meta, StoryObj } from '@storybook/react-vite'
import styled from 'styled-components'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { theme, UserMenu } from '../../../src/components'
import { userMenuTexts } from '../../../src/domain'

const Brand = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${theme.space.lg};
  background: ${theme.colors.brand};
`

const meta = {
  title: 'Components/Shell/UserMenu',
  component: UserMenu,
  args: {
    userName: 'Margaret Ellison',
    impersonation: 'unavailable',
    onPreferences: fn(),
    onImpersonate: fn(),
    onStopImpersonating: fn(),
    onSignOut: fn(),
  },
  render: (args) => (
    <Brand>
      <UserMenu {...args} />
    </Brand>
  ),
} satisfies Meta<typeof UserMenu>

export default meta
type Story = StoryObj<typeof meta>

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Margaret Ellison|Daniel Okafor/ }))
  return within(await within(canvasElement.ownerDocument.body).findByRole('menu'))
}

const itemNames = (menu: ReturnType<typeof within>) =>
  menu.getAllByRole('menuitem').map((item: HTMLElement) => item.textContent)

export const Investor: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement)
    await expect(itemNames(menu)).toEqual([userMenuTexts.preferences, userMenuTexts.signOut])
    await userEvent.click(menu.getByRole('menuitem', { name: userMenuTexts.preferences }))
    await expect(args.onPreferences).toHaveBeenCalledTimes(1)
  },
}

export const Administrator: Story = {
  args: { userName: 'Daniel Okafor', impersonation: 'available' },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement)
    await expect(itemNames(menu)).toEqual([
      userMenuTexts.preferences,
      userMenuTexts.impersonateUser,
      userMenuTexts.signOut,
    ])
    await userEvent.click(menu.getByRole('menuitem', { name: userMenuTexts.impersonateUser }))
    await expect(args.onImpersonate).toHaveBeenCalledTimes(1)
  },
}

export const Impersonating: Story = {
  args: { userName: 'Daniel Okafor', impersonation: 'active' },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement)
    await expect(itemNames(menu)).toEqual([
      userMenuTexts.preferences,
      userMenuTexts.stopImpersonating,
      userMenuTexts.signOut,
    ])
    await userEvent.click(menu.getByRole('menuitem', { name: userMenuTexts.stopImpersonating }))
    await expect(args.onStopImpersonating).toHaveBeenCalledTimes(1)
  },
}

export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Margaret Ellison/ })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getByRole('menuitem', { name: userMenuTexts.signOut })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await expect(args.onSignOut).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(button).toHaveFocus())
  },
}

export const LongName: Story = {
  args: { userName: 'Bartholomew Fitzgerald Ashworth-Pemberton III' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Bartholomew/ })).toBeVisible()
  },
}
