import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Select, type SelectProps } from '../../../src/components'
import {
  ALL_ACCOUNTS_GROUP_ID,
  ALL_INVESTOR_ACCOUNTS,
  CREATE_NEW_GROUP,
  dimensions,
  headerGroupOptions,
  INVESTOR_GROUP_DROPDOWN_ITEMS,
} from '../../../src/domain'
import { accountGroups, fundOptions, longFundName } from '../fixtures'
import { Stage } from '../Stage'

type Props = SelectProps<string | number>

function Controlled(props: Props) {
  const [value, setValue] = useState(props.value)
  return (
    <Stage>
      <Select
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next)
          props.onChange(next)
        }}
      />
    </Stage>
  )
}

const groupOptions = headerGroupOptions(accountGroups).map((option) => ({
  value: option.id,
  label: option.label,
}))

/** Select and its OptionList (the listbox shared with MultiSelect: active option, long-label tooltips). */
const meta = {
  title: 'Components/Inputs/Select',
  component: Select,
  args: {
    label: 'Investor group',
    options: groupOptions,
    value: ALL_ACCOUNTS_GROUP_ID,
    onChange: fn(),
    width: dimensions.investorGroupDropdownWidth,
    visibleOptions: INVESTOR_GROUP_DROPDOWN_ITEMS,
  },
  render: (args) => <Controlled {...(args as Props)} />,
} satisfies Meta<typeof Select<string | number>>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Investor group/ })
    await expect(trigger).toHaveTextContent(ALL_INVESTOR_ACCOUNTS)
    await expect(trigger.getBoundingClientRect().width).toBe(dimensions.investorGroupDropdownWidth)
    await userEvent.click(trigger)
    const list = await body(canvasElement).findByRole('listbox')
    const options = within(list).getAllByRole('option')
    await expect(options[0]).toHaveTextContent(ALL_INVESTOR_ACCOUNTS)
    await expect(options.at(-1)).toHaveTextContent(CREATE_NEW_GROUP)
    await userEvent.click(within(list).getByRole('option', { name: 'Pension Plans' }))
    await expect(args.onChange).toHaveBeenCalledWith('12')
    await expect(trigger).toHaveTextContent('Pension Plans')
    await expect(trigger).toHaveFocus()
  },
}

/** The investor-group dropdown shows 8 options, then scrolls. */
export const ManyItems: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Investor group/ }))
    const list = await body(canvasElement).findByRole('listbox')
    await expect(within(list).getAllByRole('option')).toHaveLength(groupOptions.length)
    const optionHeight = within(list).getAllByRole('option')[0]?.getBoundingClientRect().height ?? 0
    await expect(list.clientHeight).toBe(optionHeight * INVESTOR_GROUP_DROPDOWN_ITEMS)
  },
}

export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Investor group/ })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    const list = await body(canvasElement).findByRole('listbox')
    await waitFor(() => expect(list).toHaveFocus())
    await expect(list).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]?.id)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith('12')
    await waitFor(() => expect(trigger).toHaveFocus())
    await userEvent.keyboard(' ')
    await body(canvasElement).findByRole('listbox')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}

/** A searchable select: typing filters the options. */
export const Searchable: Story = {
  args: {
    label: 'Fund',
    options: fundOptions,
    value: null,
    searchable: true,
    searchLabel: 'Search funds',
    width: undefined,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Fund/ }))
    const search = await body(canvasElement).findByRole('combobox', { name: 'Search funds' })
    await waitFor(() => expect(search).toHaveFocus())
    await userEvent.type(search, 'credit')
    const list = body(canvasElement).getByRole('listbox')
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Global Credit Opportunities Fund II', 'Structured Credit Partners III'])
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith(11)
  },
}

export const NoMatches: Story = {
  args: { label: 'Fund', options: fundOptions, value: null, searchable: true, searchLabel: 'Search funds' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Fund/ }))
    await userEvent.type(await body(canvasElement).findByRole('combobox'), 'real estate')
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent('No matches')
  },
}

/** Labels of 45 characters or more are truncated and shown whole in a tooltip. */
export const LongLabels: Story = {
  args: {
    label: 'Fund',
    value: null,
    width: dimensions.investorGroupDropdownWidth,
    options: [{ value: 99, label: longFundName }, ...fundOptions.slice(0, 3)],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Fund/ }))
    await expect(await body(canvasElement).findByRole('listbox')).toBeVisible()
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(longFundName)
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull())
  },
}

export const Empty: Story = {
  args: { options: [], value: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Investor group/ }))
    await expect(await body(canvasElement).findByRole('status')).toHaveTextContent('No matches')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Investor group/ })).toBeDisabled()
  },
}

export const Error: Story = {
  args: {
    label: 'Request type',
    options: fundOptions.slice(0, 3),
    value: null,
    error: 'Please choose a type.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Request type/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}
