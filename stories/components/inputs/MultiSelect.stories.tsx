import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MultiSelect, type MultiSelectProps } from '../../../src/components'
import { CHIP_LIMIT, documentTexts, multiSelectTexts } from '../../../src/domain'
import { fundOptions, longFundName } from '../fixtures'
import { Column, Stage } from '../Stage'

type Props = MultiSelectProps<number>

function Controlled(props: Props) {
  const [selected, setSelected] = useState(props.selected)
  return (
    <Stage>
      <Column>
        <MultiSelect
          {...props}
          selected={selected}
          onChange={(next) => {
            setSelected(next)
            props.onChange(next)
          }}
        />
      </Column>
    </Stage>
  )
}

/** MultiSelect with its Chip (a removable selected value). */
const meta = {
  title: 'Components/Inputs/MultiSelect',
  component: MultiSelect,
  args: { label: 'Funds', entity: 'Fund', options: fundOptions, selected: [], onChange: fn() },
  render: (args) => <Controlled {...(args as Props)} />,
} satisfies Meta<typeof MultiSelect<number>>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^Funds/ })

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(multiSelectTexts.all('Fund'))
    await userEvent.click(trigger(canvasElement))
    const list = await body(canvasElement).findByRole('listbox')
    await expect(list).toHaveAttribute('aria-multiselectable', 'true')
    await userEvent.click(within(list).getByRole('option', { name: 'Flagship Partners VII, L.P.' }))
    await userEvent.click(within(list).getByRole('option', { name: 'Global Credit Opportunities Fund II' }))
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 3])
    await expect(trigger(canvasElement)).toHaveTextContent(multiSelectTexts.selected(2, 'Fund'))
    await expect(within(list).getByRole('option', { name: 'Flagship Partners VII, L.P.' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

/** At most 5 chips, then '+N more selected'. */
export const ManyItems: Story = {
  args: { selected: [1, 2, 3, 4, 5, 6, 7] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(trigger(canvasElement)).toHaveTextContent(multiSelectTexts.selected(7, 'Fund'))
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(CHIP_LIMIT)
    await expect(canvas.getByText(multiSelectTexts.moreSelected(2))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Flagship Partners VII, L.P.' }))
    await expect(canvas.getByText(multiSelectTexts.moreSelected(1))).toBeVisible()
  },
}

export const SelectAllAndClear: Story = {
  args: { selected: [2] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement))
    await userEvent.click(await body(canvasElement).findByRole('button', { name: documentTexts.selectAll }))
    await expect(args.onChange).toHaveBeenLastCalledWith(fundOptions.map((option) => option.value))
    await expect(trigger(canvasElement)).toHaveTextContent(multiSelectTexts.all('Fund'))
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'Clear' }))
    await expect(args.onChange).toHaveBeenLastCalledWith([])
    await expect(within(canvasElement).queryAllByRole('button', { name: /^Remove / })).toHaveLength(0)
  },
}

export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    await expect(trigger(canvasElement)).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const list = await body(canvasElement).findByRole('listbox')
    await waitFor(() => expect(list).toHaveFocus())
    await userEvent.keyboard(' {ArrowDown} ')
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 2])
    await userEvent.keyboard('{End}{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 2, 12])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus())
    await expect(trigger(canvasElement)).toHaveTextContent(multiSelectTexts.selected(3, 'Fund'))
  },
}

export const Searchable: Story = {
  args: { searchable: true, searchLabel: 'Search funds' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement))
    const search = await body(canvasElement).findByRole('combobox', { name: 'Search funds' })
    await waitFor(() => expect(search).toHaveFocus())
    await userEvent.type(search, 'partners v')
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith([1])
  },
}

/** Chip labels of 45+ characters are truncated with a tooltip. */
export const LongLabels: Story = {
  args: { options: [{ value: 99, label: longFundName }, ...fundOptions], selected: [99, 1] },
  play: async ({ canvasElement }) => {
    const chipText = within(canvasElement).getByText(longFundName)
    await userEvent.hover(chipText)
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(longFundName)
  },
}

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(multiSelectTexts.noneAvailable('Fund'))
    await expect(trigger(canvasElement)).toBeDisabled()
  },
}

export const Disabled: Story = {
  args: { disabled: true, selected: [1] },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled()
  },
}

/** Where nothing chosen means none (an investor request's funds): the field says so instead of 'All Funds'. */
export const NoneSelected: Story = {
  args: { noneSelectedText: 'Choose funds' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Choose funds')
    await userEvent.click(trigger(canvasElement))
    const list = await body(canvasElement).findByRole('listbox')
    await userEvent.click(within(list).getByRole('option', { name: 'Flagship Partners VII, L.P.' }))
    await expect(trigger(canvasElement)).toHaveTextContent(multiSelectTexts.selected(1, 'Fund'))
    await userEvent.click(within(list).getByRole('option', { name: 'Flagship Partners VII, L.P.' }))
    await expect(trigger(canvasElement)).toHaveTextContent('Choose funds')
  },
}
