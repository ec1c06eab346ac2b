import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
// The open menu of a MenuButton (the code it loads on first open), drawn here on its own.
import { MenuPopup } from '../../../src/components/inputs/MenuButton/MenuPopup'

/** The popup as its MenuButton mounts it: when opened, in a page already shown (focus needs a visible page). */
function Opened(props: ComponentProps<typeof MenuPopup>) {
  const [open, setOpen] = useState(false)
  return open ? (
    <MenuPopup {...props} />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open the menu
    </button>
  )
}

const open = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the menu' }))

const meta = {
  title: 'Components/Inputs/MenuPopup',
  component: MenuPopup,
  render: (args) => <Opened {...args} />,
  args: {
    id: 'user-menu',
    label: 'User menu',
    startAt: 0,
    onClose: fn(),
    groups: [
      {
        id: 'account',
        items: [
          { id: 'preferences', label: 'Preferences', onSelect: fn() },
          {
            id: 'impersonate',
            label: 'Impersonate User',
            disabled: true,
            hint: 'In impersonate mode admin page features are disabled',
          },
        ],
      },
      { id: 'session', items: [{ id: 'signout', label: 'Sign out', onSelect: fn() }] },
    ],
  },
} satisfies Meta<typeof MenuPopup>

export default meta
type Story = StoryObj<typeof meta>

/** The item at `startAt` takes the focus; the arrows move it, a disabled item included (it reads its hint). */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement)
    const canvas = within(canvasElement)
    const items = canvas.getAllByRole('menuitem')
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(items[1]).toHaveFocus()
    await expect(items[1]).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('{End}')
    await expect(items[2]).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.groups[1]?.items[0]?.onSelect).toHaveBeenCalled()
    await expect(args.onClose).toHaveBeenCalledWith(true)
  },
}

/** Escape closes the menu and gives the button its focus back. */
export const Escape: Story = {
  args: { startAt: 2 },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement)
    await expect(within(canvasElement).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledWith(true)
  },
}
