import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { choose, filterField } from '../reportHelpers'
import { screenOf } from '../../screenHelpers'
import { cashFlowTimeRangeLabels, multiSelectTexts } from '../../../../src/domain'
import {
  CashFlowFilters,
  type CashFlowFiltersProps,
} from '../../../../src/screens/reports/cashFlowActivity/CashFlowFilters'
import { cashFlowScreenTexts as texts } from '../../../../src/screens/reports/cashFlowActivity/texts'

const values: CashFlowFiltersProps['values'] = {
  fund: 'Flagship Partners VII, L.P.',
  investors: null,
  range: 'LAST_PUBLISHED_QUARTER',
  startYear: null,
  startQuarter: null,
  endYear: null,
  endQuarter: null,
  contributions: false,
  distributions: false,
}

/** Holds the values the filters change, as the screen's URL filters do. */
function Controlled(props: CashFlowFiltersProps) {
  const [current, setCurrent] = useState(props.values)
  return (
    <CashFlowFilters
      {...props}
      values={current}
      onChange={(patch) => {
        setCurrent((before) => ({ ...before, ...patch }))
        props.onChange(patch)
      }}
      onFundChange={(fund) => {
        setCurrent((before) => ({ ...before, fund }))
        props.onFundChange(fund)
      }}
    />
  )
}

/** The cash flow filters (spec §2.5, §9): fund, its accounts, the time range with an exact range, the types. */
const meta = {
  title: 'Screens/Parts/Reports/CashFlowFilters',
  component: CashFlowFilters,
  render: (args) => <Controlled {...args} />,
  args: {
    values,
    funds: ['Flagship Partners VII, L.P.', 'Global Credit Opportunities Fund II'],
    investors: ['Ellison Family Office', 'Ellison Family Trust 2012'],
    years: [2024, 2025, 2026],
    onChange: fn(),
    onFundChange: fn(),
  },
} satisfies Meta<typeof CashFlowFilters>

export default meta
type Story = StoryObj<typeof meta>

/** The last published quarter and every account by default; a type box sends its change. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(filterField(canvasElement, texts.timeRange)).toHaveTextContent(
      cashFlowTimeRangeLabels.LAST_PUBLISHED_QUARTER,
    )
    await expect(filterField(canvasElement, texts.investorAccounts)).toHaveTextContent(
      multiSelectTexts.all(texts.investorAccountEntity),
    )
    await expect(within(canvasElement).queryByRole('button', { name: /^Start year/ })).not.toBeInTheDocument()
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: texts.distributions }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ distributions: true })
  },
}

/** Choosing Exact Date Range adds the start and end year and quarter (start days and end days of quarters). */
export const ExactRange: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, texts.timeRange, cashFlowTimeRangeLabels.EXACT_DATE_RANGE)
    await expect(args.onChange).toHaveBeenLastCalledWith({ range: 'EXACT_DATE_RANGE' })
    await userEvent.click(filterField(canvasElement, texts.startQuarter))
    const starts = screenOf(canvasElement)
      .getAllByRole('option')
      .map((option) => option.textContent)
    await expect(starts).toEqual(['Jan. 1', 'Apr. 1', 'Jul. 1', 'Oct. 1'])
    await userEvent.click(screenOf(canvasElement).getByRole('option', { name: 'Apr. 1' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ startQuarter: 2 })
    await userEvent.click(filterField(canvasElement, texts.endQuarter))
    await expect(
      screenOf(canvasElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mar. 31', 'Jun. 30', 'Sep. 30', 'Dec. 31'])
  },
}

/** A fund is changed through its own event: the screen keeps only the accounts the new fund also has. */
export const FundChange: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, texts.fund, 'Global Credit Opportunities Fund II')
    await expect(args.onFundChange).toHaveBeenCalledWith('Global Credit Opportunities Fund II')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
