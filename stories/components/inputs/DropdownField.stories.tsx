import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  DropdownField,
  dropdownIds,
  type DropdownFieldProps,
} from '../../../src/components/inputs/Field/DropdownField'
import { Column, Stage } from '../Stage'
import { theme } from '../../../src/components'

const quarters = ['Q3 2026', 'Q2 2026', 'Q1 2026']

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${theme.space.xs};
`

type Shown = Pick<DropdownFieldProps, 'label' | 'hint' | 'error' | 'disabled' | 'popup' | 'hideLabel'>

/** The frame with its open state and a minimal popup of choices (Select and the date fields bring their own). */
function FieldWithPopup(props: Shown) {
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<string | null>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  const close = () => {
    setOpen(false)
    triggerRef.current?.focus()
  }
  return (
    <Stage>
      <Column>
        <DropdownField
          {...props}
          id={id}
          triggerRef={triggerRef}
          text={chosen ?? 'Select…'}
          placeholder={chosen === null}
          open={open}
          onTriggerClick={() => setOpen((was) => !was)}
          onTriggerKeyDown={(event) => {
            if (event.key === 'ArrowDown') setOpen(true)
          }}
          onDismiss={close}
          onPopupKeyDown={(event) => {
            if (event.key === 'Escape') close()
          }}
        >
          <Choices id={dropdownIds(id).popupId}>
            {quarters.map((quarter) => (
              <button
                key={quarter}
                type="button"
                onClick={() => {
                  setChosen(quarter)
                  close()
                }}
              >
                {quarter}
              </button>
            ))}
          </Choices>
        </DropdownField>
      </Column>
    </Stage>
  )
}

/** The frame of the fields that open a popup: label, a trigger showing the choice, hint, error, anchored popup. */
const meta = {
  title: 'Components/Inputs/DropdownField',
  component: FieldWithPopup,
  args: { label: 'Quarter', popup: 'listbox' },
} satisfies Meta<typeof FieldWithPopup>

export default meta
type Story = StoryObj<typeof meta>

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Quarter/ })

/** The trigger, named by the label, shows the choice; it opens and closes the popup it controls. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement)
    await expect(button).toHaveTextContent('Select…')
    await expect(button).toHaveAttribute('aria-haspopup', 'listbox')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('button', { name: 'Q2 2026' }))
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'))
    await expect(button).toHaveTextContent('Q2 2026')
    await expect(button).toHaveFocus()
    button.blur()
  },
}

/** From the keyboard: ArrowDown opens, Escape closes and gives focus back to the trigger. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement)
    button.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Q3 2026' }).focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'))
    await expect(button).toHaveFocus()
    button.blur()
  },
}

/** A calendar popup shows the calendar icon and says it opens a dialog. */
export const DialogPopup: Story = {
  args: { label: 'Quarter end', popup: 'dialog' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-haspopup', 'dialog')
  },
}

export const WithHintAndError: Story = {
  args: { hint: 'The quarter the report is as of.', error: 'Choose a quarter' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-invalid', 'true')
    await expect(within(canvasElement).getByText('Choose a quarter')).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled()
  },
}
