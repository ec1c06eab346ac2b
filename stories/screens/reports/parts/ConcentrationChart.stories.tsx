import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { DEFAULT_NUMBER_FORMAT, exposureTexts as texts, type ExposureGroup } from '../../../../src/domain'
import { ConcentrationChart } from '../../../../src/screens/reports/portfolioAnalytics/ConcentrationChart'

const group = (index: number, value: number, total: number): ExposureGroup => ({
  key: String(index),
  label: `Company ${String.fromCharCode(65 + index)}`,
  value,
  share: (value / total) * 100,
  holdings: 1,
  funds: 1,
})

const total = 1_000_000
const groups = Array.from({ length: 14 }, (_, i) => group(i, 140_000 - i * 10_000, total))

/** The exposure's ten largest groups and the share they make (issue 65), with the table that is its alternative. */
const meta = {
  title: 'Screens/Parts/Reports/ConcentrationChart',
  component: ConcentrationChart,
  args: { groups, groupLabel: texts.groupings.company, numberFormat: DEFAULT_NUMBER_FORMAT },
} satisfies Meta<typeof ConcentrationChart>

export default meta
type Story = StoryObj<typeof meta>

/** Ten of fourteen, their share together, and the same ten in the table. */
export const TopTen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('The ten largest make 95.0% of your exposure.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: texts.showConcentrationTable }))
    const table = within(canvas.getByRole('table', { name: texts.concentrationTable }))
    await expect(table.getAllByRole('row')).toHaveLength(11)
    await expect(table.getByRole('rowheader', { name: 'Company J' })).toBeVisible()
    await expect(table.queryByRole('rowheader', { name: 'Company K' })).toBeNull()
  },
}

/** Fewer than ten: all of them, making the whole. */
export const FewerThanTen: Story = {
  args: { groups: [group(0, 600_000, total), group(1, 400_000, total)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The 2 largest make 100.0% of your exposure.')).toBeVisible()
  },
}
