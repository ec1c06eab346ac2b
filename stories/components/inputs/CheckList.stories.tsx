import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CheckList, componentTexts, type CheckListProps } from '../../../src/components'
import { fundOptions, longFundName } from '../fixtures'
import { Column, Stage } from '../Stage'

type Props = CheckListProps<number>

function Controlled(props: Props) {
  const [selected, setSelected] = useState(props.selected)
  return (
    <Stage>
      <Column>
        <CheckList
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

/** 1,000 accounts, as an administrator's group editor offers them. */
const manyAccounts = Array.from({ length: 1000 }, (_, i) => ({
  value: i + 1,
  label: `Investor account ${String(i + 1).padStart(4, '0')}`,
}))

/** An in-place multiple choice from a long list: search, select every option shown, virtualised rows. */
const meta = {
  title: 'Components/Inputs/CheckList',
  component: CheckList,
  args: { label: 'Funds in this group', entity: 'fund', options: fundOptions, selected: [], onChange: fn() },
  render: (args) => <Controlled {...(args as Props)} />,
} satisfies Meta<typeof CheckList<number>>

export default meta
type Story = StoryObj<typeof meta>

const options = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('listbox', { name: 'Funds in this group' })).findAllByRole('option')
const search = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: componentTexts.directorySearch('fund') })

export const Default: Story = {
  args: { selected: [2] },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Funds in this group' })
    await expect(list).toHaveAttribute('aria-multiselectable', 'true')
    await expect(within(canvasElement).getByText(`1 of ${fundOptions.length} funds selected`)).toBeVisible()
    await userEvent.click(await within(list).findByRole('option', { name: 'Flagship Partners VII, L.P.' }))
    await expect(args.onChange).toHaveBeenLastCalledWith([2, 1])
    await userEvent.click(within(list).getByRole('option', { name: 'Flagship Partners VII, L.P.' }))
    await expect(args.onChange).toHaveBeenLastCalledWith([2])
  },
}

/** The select-all box takes exactly the options the search shows, and keeps the others. */
export const SelectAllShown: Story = {
  args: { selected: [12] },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(search(canvasElement), 'credit')
    await waitFor(async () => expect((await options(canvasElement)).length).toBeLessThan(fundOptions.length))
    const shown = await options(canvasElement)
    const shownValues = fundOptions
      .filter((o) => o.label.toLowerCase().includes('credit'))
      .map((o) => o.value)
    await expect(shown).toHaveLength(shownValues.length)
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: `Select all ${shownValues.length} funds shown` }),
    )
    await expect(args.onChange).toHaveBeenLastCalledWith([...new Set([12, ...shownValues])])
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: `Select all ${shownValues.length} funds shown` }),
    )
    await expect(args.onChange).toHaveBeenLastCalledWith(shownValues.includes(12) ? [] : [12])
  },
}

/** Arrows move the active option from the search box, Enter toggles it. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(search(canvasElement))
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    const second = (await options(canvasElement))[1]!
    await expect(search(canvasElement)).toHaveAttribute('aria-activedescendant', second.id)
    await expect(args.onChange).toHaveBeenLastCalledWith([fundOptions[1]!.value])
    await expect(second).toHaveAttribute('aria-selected', 'true')
  },
}

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(search(canvasElement), 'no such fund')
    await expect(
      await within(canvasElement).findByText(componentTexts.checkListNoMatches('fund')),
    ).toBeVisible()
    await expect(
      within(canvasElement).getByRole('checkbox', { name: /^Select all 0 funds shown/ }),
    ).toBeDisabled()
  },
}

/** Labels of 45+ characters are cut, whole in a tooltip while active. */
export const LongLabels: Story = {
  args: { options: [{ value: 99, label: longFundName }, ...fundOptions] },
  play: async ({ canvasElement }) => {
    await userEvent.click(search(canvasElement))
    await userEvent.keyboard('{ArrowDown}')
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      longFundName,
    )
  },
}

/** 1,000 options: only those near the view are in the page; select-all takes every one. */
export const ManyOptions: Story = {
  args: { label: 'Funds in this group', options: manyAccounts },
  play: async ({ canvasElement, args }) => {
    await expect((await options(canvasElement)).length).toBeLessThan(40)
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: 'Select all 1,000 funds shown' }),
    )
    await expect(args.onChange).toHaveBeenLastCalledWith(manyAccounts.map((o) => o.value))
    await expect(within(canvasElement).getByText('1,000 of 1,000 funds selected')).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true, selected: [1] },
  play: async ({ canvasElement, args }) => {
    await expect(search(canvasElement)).toBeDisabled()
    await userEvent.click((await options(canvasElement))[1]!, { pointerEventsCheck: 0 })
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
