import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { choose, filterField } from '../reportHelpers'
import { FilterBar } from '../../../../src/components'
import { quarterEndLabels, reportingDateOf, type ReportingPeriod } from '../../../../src/domain'
import { PeriodSelects, periodDateOf } from '../../../../src/screens/reports/shared/PeriodSelects'
import { reportScreenTexts as texts } from '../../../../src/screens/reports/shared/texts'

const periods: ReportingPeriod[] = [
  { year: 2026, quarter: 3, associatedFunds: [] },
  { year: 2026, quarter: 2, associatedFunds: [] },
  { year: 2026, quarter: 1, associatedFunds: [] },
  { year: 2025, quarter: 4, associatedFunds: [] },
  { year: 2025, quarter: 3, associatedFunds: [] },
]

/** Holds the chosen date, as a report's URL filters do, and shows the period it names. */
function Controlled({ onDateChange }: { onDateChange: (date: string | null) => void }) {
  const [date, setDate] = useState(periodDateOf(periods[0]!))
  const period = periods.find((p) => periodDateOf(p) === date) ?? periods[0]!
  return (
    <FilterBar label={texts.filtersLabel}>
      <PeriodSelects
        periods={periods}
        period={period}
        onDateChange={(next) => {
          setDate(next)
          onDateChange(next)
        }}
      />
    </FilterBar>
  )
}

/**
 * The as-of year and quarter of the account summary and the schedule of investments: the years the provider
 * lists, the chosen year's quarters named with their ends; a new year keeps the quarter where it has it.
 */
const meta = {
  title: 'Screens/Parts/Reports/PeriodSelects',
  component: Controlled,
  args: { onDateChange: fn() },
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

/** The latest period by default, its quarter named with its end; another quarter sends that quarter's date. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(filterField(canvasElement, texts.year)).toHaveTextContent('2026')
    await expect(filterField(canvasElement, texts.quarter)).toHaveTextContent(`Q3 (${quarterEndLabels[3]})`)
    await choose(canvasElement, texts.quarter, `Q2 (${quarterEndLabels[2]})`)
    await expect(args.onDateChange).toHaveBeenLastCalledWith(reportingDateOf(2026, 2))
  },
}

/** Another year keeps the chosen quarter where that year has it (Q3 of 2025). */
export const YearKeepsTheQuarter: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, texts.year, '2025')
    await expect(args.onDateChange).toHaveBeenLastCalledWith(reportingDateOf(2025, 3))
    await expect(filterField(canvasElement, texts.quarter)).toHaveTextContent(`Q3 (${quarterEndLabels[3]})`)
    await expect(
      within(canvasElement).getByRole('button', { name: new RegExp(`^${texts.year}`) }),
    ).toHaveTextContent('2025')
  },
}
