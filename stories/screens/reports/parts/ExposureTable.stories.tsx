import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DEFAULT_NUMBER_FORMAT, exposureTexts as texts, type ExposureGroup } from '../../../../src/domain'
import { ExposureTable } from '../../../../src/screens/reports/portfolioAnalytics/ExposureTable'

const group = (index: number, value: number, holdings: number, funds: number): ExposureGroup => ({
  key: String(index),
  label: ['Healthcare', 'Technology', 'Industrials'][index] ?? `Group ${index}`,
  value,
  share: (value / 1_000_000) * 100,
  holdings,
  funds,
})

/** The exposure's groups with their figures and the total (issue 65): a virtualised table. */
const meta = {
  title: 'Screens/Parts/Reports/ExposureTable',
  component: ExposureTable,
  args: {
    groups: [group(0, 500_000, 12, 3), group(1, 300_000, 8, 2), group(2, 200_000, 5, 1)],
    grouping: 'industry',
    total: 1_000_000,
    fundCount: 4,
    numberFormat: DEFAULT_NUMBER_FORMAT,
  },
} satisfies Meta<typeof ExposureTable>

export default meta
type Story = StoryObj<typeof meta>

/** By industry: each group's exposure, share, holdings and funds, then the total with every fund. */
export const ByIndustry: Story = {
  play: async ({ canvasElement }) => {
    const table = within(
      await within(canvasElement).findByRole('table', { name: texts.tableLabel(texts.groupings.industry) }),
    )
    await expect(await table.findByRole('rowheader', { name: 'Healthcare' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: texts.columns.holdings })).toBeVisible()
    await expect(table.getByText('50.0%')).toBeVisible()
    await expect(table.getByText('1,000,000')).toBeVisible()
  },
}

/** By company: no holdings column (a company is one holding), the funds it is held through instead. */
export const ByCompany: Story = {
  args: { grouping: 'company' },
  play: async ({ canvasElement }) => {
    const table = within(
      await within(canvasElement).findByRole('table', { name: texts.tableLabel(texts.groupings.company) }),
    )
    await expect(table.queryByRole('columnheader', { name: texts.columns.holdings })).toBeNull()
    await expect(table.getByRole('columnheader', { name: texts.columns.funds })).toBeVisible()
  },
}
