import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Button, Panel, usePopupTrigger } from '../../../src/components'
import { Stage } from '../Stage'

/** A minimal popup on the hook: the trigger opens it; Escape or 'Done' closes it and gives focus back. */
function PopupOnTheHook() {
  const { triggerRef, open, setOpen, close } = usePopupTrigger()
  return (
    <Stage>
      <Button ref={triggerRef} aria-expanded={open} onClick={() => setOpen(!open)}>
        Filters
      </Button>
      {open && (
        <Panel
          aria-label="Filters"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close()
          }}
        >
          <Button autoFocus onClick={() => close()}>
            Done
          </Button>
          <Button variant="secondary" onClick={() => close(false)}>
            Close without focus
          </Button>
        </Panel>
      )}
    </Stage>
  )
}

/**
 * The open state of a popup and the control that opens it (menus, list boxes, date fields, the Funds tab). A
 * close by keyboard gives the focus back to the trigger once the popup has gone from the page.
 */
const meta = {
  title: 'Components/Utils/usePopupTrigger',
  component: PopupOnTheHook,
} satisfies Meta<typeof PopupOnTheHook>

export default meta
type Story = StoryObj<typeof meta>

/** Escape closes the popup, and the trigger has the focus again. */
export const FocusReturnsOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'Filters' })
    await userEvent.click(trigger)
    await expect(canvas.getByRole('button', { name: 'Done' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull()
    await expect(trigger).toHaveFocus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}

/** A close that is not the keyboard's (the focus has moved on) leaves the focus where it is. */
export const ClosedWithoutFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'Filters' })
    await userEvent.click(trigger)
    await userEvent.click(canvas.getByRole('button', { name: 'Close without focus' }))
    await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull()
    await expect(trigger).not.toHaveFocus()
  },
}
