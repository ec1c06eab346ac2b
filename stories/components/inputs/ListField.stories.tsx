import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button, useListPopup, type SelectOption } from '../../../src/components'
import { ListField, type ListFieldProps } from '../../../src/components/inputs/Select/ListField'
import { dimensions } from '../../../src/domain'
import { fundOptions } from '../fixtures'
import { Stage } from '../Stage'

type Props = Omit<ListFieldProps<number>, 'popup' | 'isSelected'> & {
  options: readonly SelectOption<number>[]
  /** Called with the value of each option picked. */
  onPick: (value: number) => void
}

/** ListField on a useListPopup: picks replace the choice, or with `multiple` toggle it and keep the popup open. */
function ListFieldDemo({ options, onPick, multiple, text, ...props }: Props) {
  const [chosen, setChosen] = useState<readonly number[]>([])
  const popup = useListPopup<number>({
    all: options,
    initialIndex: (all) => all.findIndex((option) => !option.disabled),
    onPick: (option) => {
      onPick(option.value)
      if (multiple) {
        setChosen((values) =>
          values.includes(option.value)
            ? values.filter((value) => value !== option.value)
            : [...values, option.value],
        )
      } else {
        setChosen([option.value])
        popup.close(true)
      }
    },
    trapTab: multiple,
  })
  const labels = options.filter((option) => chosen.includes(option.value)).map((option) => option.label)
  return (
    <Stage>
      <ListField
        {...props}
        popup={popup}
        multiple={multiple}
        text={labels.join(', ') || text}
        placeholder={labels.length === 0}
        isSelected={(value) => chosen.includes(value)}
      />
    </Stage>
  )
}

/**
 * The frame of Select and MultiSelect: label, trigger, hint and error, and the popup with its optional search box,
 * actions and option list. The dropdowns give it the choice and the text; here a small harness does.
 */
const meta = {
  title: 'Components/Inputs/ListField',
  component: ListFieldDemo,
  args: {
    label: 'Fund',
    text: 'Choose a fund',
    options: fundOptions.slice(0, 5),
    onPick: fn(),
  },
  render: (args) => <ListFieldDemo {...(args as Props)} />,
} satisfies Meta<typeof ListFieldDemo>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Fund/ })

/** Closed, the field shows its placeholder; a click opens the list, which takes focus; a pick closes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = trigger(canvasElement)
    await expect(field).toHaveTextContent('Choose a fund')
    await expect(field).toHaveAttribute('aria-haspopup', 'listbox')
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(field)
    const list = await body(canvasElement).findByRole('listbox', { name: 'Fund' })
    await expect(field).toHaveAttribute('aria-controls', list.id)
    await waitFor(() => expect(list).toHaveFocus())
    await expect(within(list).getAllByRole('option')).toHaveLength(5)
    const third = within(list).getAllByRole('option')[2]
    if (!third) throw new Error('no third option')
    await userEvent.click(third)
    await expect(args.onPick).toHaveBeenCalledWith(3)
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull())
    await expect(field).toHaveTextContent(third.textContent ?? '')
    await expect(field).toHaveFocus()
  },
}

/** ArrowUp opens the list at its last option; Escape closes it and returns focus to the field. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const field = trigger(canvasElement)
    await userEvent.tab()
    await expect(field).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    const list = await body(canvasElement).findByRole('listbox')
    await waitFor(() => expect(list).toHaveFocus())
    await expect(list).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option').at(-1)?.id,
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull())
    await expect(field).toHaveFocus()
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await expect(args.onPick).not.toHaveBeenCalled()
  },
}

/** A search box above the options: a combobox that filters them and points at the active one. */
export const Searchable: Story = {
  args: { options: fundOptions, searchable: true, searchLabel: 'Search funds' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement))
    const search = await body(canvasElement).findByRole('combobox', { name: 'Search funds' })
    await waitFor(() => expect(search).toHaveFocus())
    await userEvent.type(search, 'credit')
    const options = within(body(canvasElement).getByRole('listbox')).getAllByRole('option')
    await expect(options).toHaveLength(2)
    await expect(search).toHaveAttribute('aria-activedescendant', options[0]?.id)
    await userEvent.keyboard('{ArrowDown}')
    await expect(search).toHaveAttribute('aria-activedescendant', options[1]?.id)
    const label = options[1]?.textContent ?? ''
    await userEvent.keyboard('{Enter}')
    await expect(args.onPick).toHaveBeenCalledTimes(1)
    await expect(trigger(canvasElement)).toHaveTextContent(label)
  },
}

/** With `multiple`, options carry check boxes and a pick keeps the popup open; actions stand above the list. */
export const MultipleWithActions: Story = {
  args: {
    multiple: true,
    actions: (
      <>
        <Button variant="ghost" size="sm">
          Select All
        </Button>
        <Button variant="ghost" size="sm">
          Clear
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement))
    const list = await body(canvasElement).findByRole('listbox')
    await expect(list).toHaveAttribute('aria-multiselectable', 'true')
    const selectAll = body(canvasElement).getByRole('button', { name: 'Select All' })
    await expect(selectAll.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const [first, second] = within(list).getAllByRole('option')
    if (!first || !second) throw new Error('too few options')
    await userEvent.click(first)
    await userEvent.click(second)
    await expect(args.onPick).toHaveBeenCalledTimes(2)
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(trigger(canvasElement)).toHaveTextContent(`${first.textContent}, ${second.textContent}`)
  },
}

/** Hint and error stand under the trigger, then what the dropdown puts below (the multi-select's chips). */
export const HintErrorAndBelow: Story = {
  args: {
    hint: 'The fund the request is about.',
    error: 'Please choose a fund.',
    below: <p>Content below the field</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(trigger(canvasElement)).toHaveAttribute('aria-invalid', 'true')
    const hint = canvas.getByText('The fund the request is about.')
    const error = canvas.getByText('Please choose a fund.')
    const below = canvas.getByText('Content below the field')
    await expect(hint.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await expect(error.compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  },
}

/** A width sets the field's and its popup's (the investor-group dropdown is 240). */
export const FixedWidth: Story = {
  args: { width: dimensions.investorGroupDropdownWidth },
  play: async ({ canvasElement }) => {
    const field = trigger(canvasElement)
    await expect(field.getBoundingClientRect().width).toBe(dimensions.investorGroupDropdownWidth)
    await userEvent.click(field)
    const list = await body(canvasElement).findByRole('listbox')
    const popup = list.parentElement
    await expect(popup?.getBoundingClientRect().width).toBe(dimensions.investorGroupDropdownWidth)
  },
}

/** A hidden label still names the field and its list. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    const label = canvasElement.querySelector('label')
    await expect(label?.getBoundingClientRect().width).toBe(1)
    await expect(trigger(canvasElement).getAttribute('aria-labelledby')?.split(' ')).toContain(label?.id)
    await userEvent.click(trigger(canvasElement))
    await expect(await body(canvasElement).findByRole('listbox', { name: 'Fund' })).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const field = trigger(canvasElement)
    await expect(field).toBeDisabled()
    await userEvent.click(field)
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull()
  },
}
