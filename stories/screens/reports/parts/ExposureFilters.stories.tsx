import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { exposureTexts as texts } from '../../../../src/domain'
import { ExposureFilters } from '../../../../src/screens/reports/portfolioAnalytics/ExposureFilters'
import { choose, filterField } from '../reportHelpers'

/** How the exposure is looked at (issue 65): its grouping, its order and a search of its names. */
const meta = {
  title: 'Screens/Parts/Reports/ExposureFilters',
  component: ExposureFilters,
  args: { view: { grouping: 'company', sort: 'value', query: '' }, onChange: fn() },
} satisfies Meta<typeof ExposureFilters>

export default meta
type Story = StoryObj<typeof meta>

/** By company, largest first; choosing a grouping, an order or typing a name says so. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(filterField(canvasElement, texts.groupBy)).toHaveTextContent(texts.groupings.company)
    await choose(canvasElement, texts.groupBy, texts.groupings.geography)
    await expect(args.onChange).toHaveBeenLastCalledWith({ grouping: 'geography' })
    await choose(canvasElement, texts.sortBy, texts.sorts.name)
    await expect(args.onChange).toHaveBeenLastCalledWith({ sort: 'name' })
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: texts.search }), 'a')
    await expect(args.onChange).toHaveBeenLastCalledWith({ query: 'a' })
  },
}

/** Grouped by industry and searched: the fields show what is chosen. */
export const ByIndustrySearched: Story = {
  args: { view: { grouping: 'industry', sort: 'name', query: 'health' } },
  play: async ({ canvasElement }) => {
    await expect(filterField(canvasElement, texts.groupBy)).toHaveTextContent(texts.groupings.industry)
    await expect(filterField(canvasElement, texts.sortBy)).toHaveTextContent(texts.sorts.name)
    await expect(within(canvasElement).getByRole('searchbox', { name: texts.search })).toHaveValue('health')
  },
}
