import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { choose, filterField } from '../reportHelpers'
import { summarySelection, type ReportingPeriod } from '../../../../src/domain'
import { AccountSummaryFilters } from '../../../../src/screens/reports/accountSummary/AccountSummaryFilters'
import { reportScreenTexts as texts } from '../../../../src/screens/reports/shared/texts'

const fund = (value: number, label: string) => ({ value, label, currency: 'USD' })
const periods: ReportingPeriod[] = [
  {
    year: 2026,
    quarter: 3,
    associatedFunds: [fund(1, 'Flagship Partners VI, L.P.'), fund(2, 'Flagship Partners VII, L.P.')],
  },
  { year: 2026, quarter: 2, associatedFunds: [fund(1, 'Flagship Partners VI, L.P.')] },
  { year: 2025, quarter: 4, associatedFunds: [fund(1, 'Flagship Partners VI, L.P.')] },
]

/** The account summary's filters (spec §2.5): as-of year and quarter, funds, investor account, current funds. */
const meta = {
  title: 'Screens/Parts/Reports/AccountSummaryFilters',
  component: AccountSummaryFilters,
  args: {
    periods,
    selection: summarySelection(periods, { date: null, funds: null, current: false })!,
    current: false,
    accounts: [
      { value: '50001', label: 'Ellison Family Office' },
      { value: '50002', label: 'Ellison Family Trust 2012' },
    ],
    account: '',
    onChange: fn(),
  },
} satisfies Meta<typeof AccountSummaryFilters>

export default meta
type Story = StoryObj<typeof meta>

/** The latest period, group-wide; a year without the chosen quarter moves to that year's latest quarter (§4). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(filterField(canvasElement, texts.year)).toHaveTextContent('2026')
    await expect(filterField(canvasElement, texts.quarter)).toHaveTextContent('Q3')
    await expect(filterField(canvasElement, texts.investorAccount)).toHaveTextContent(texts.groupWide)
    await choose(canvasElement, texts.year, '2025')
    await expect(args.onChange).toHaveBeenLastCalledWith({ date: '2025-12-31' })
  },
}

/** Switching to current funds asks for the current funds and drops the chosen ones. */
export const CurrentFunds: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: texts.current }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ current: true, funds: null })
  },
}

/** One investor account (the single variant). */
export const SingleAccount: Story = {
  args: { account: '50002' },
  play: async ({ canvasElement, args }) => {
    await expect(filterField(canvasElement, texts.investorAccount)).toHaveTextContent(
      'Ellison Family Trust 2012',
    )
    await choose(canvasElement, texts.investorAccount, texts.groupWide)
    await expect(args.onChange).toHaveBeenLastCalledWith({ account: '' })
  },
}
