import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
import { ReportsMenu } from '../../../src/components'
import { NO_VIEW_PERMISSIONS, paths, reportLabels } from '../../../src/domain'
import { Stage } from '../Stage'

const meta = {
  title: 'Components/Shell/ReportsMenu',
  component: ReportsMenu,
  args: {
    activePath: paths.scheduleOfInvestments,
    permissions: {
      accountSummary: true,
      reports: true,
      accountSummaryAlpInvest: true,
      portfolioPerformance: true,
      diversificationAnalysis: true,
      funds: true,
    },
  },
  render: (args) => (
    <Stage>
      <ReportsMenu {...args} />
    </Stage>
  ),
} satisfies Meta<typeof ReportsMenu>

export default meta
type Story = StoryObj<typeof meta>

const groupLinks = (group: HTMLElement) =>
  within(group)
    .getAllByRole('link')
    .map((link) => link.textContent)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [lineOne, lineTwo] = canvas.getAllByRole('region')
    await expect(groupLinks(lineOne as HTMLElement)).toEqual([
      reportLabels.accountSummary,
      reportLabels.capitalAccountStatement,
      reportLabels.scheduleOfInvestments,
      reportLabels.cashFlowActivity,
      reportLabels.capitalActivity,
    ])
    await expect(groupLinks(lineTwo as HTMLElement)).toEqual([
      reportLabels.accountSummary,
      reportLabels.portfolioPerformance,
      reportLabels.diversificationAnalysis,
    ])
    await expect(canvas.getByRole('link', { name: reportLabels.scheduleOfInvestments })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(canvas.getByRole('link', { name: reportLabels.diversificationAnalysis }))
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.diversificationAnalysis)
  },
}

/** Options appear by permission: the line-one account summary needs ViewAccountSummary, the others ViewReports. */
export const ByPermission: Story = {
  args: { permissions: { ...NO_VIEW_PERMISSIONS, reports: true, portfolioPerformance: true } },
  play: async ({ canvasElement }) => {
    const [lineOne, lineTwo] = within(canvasElement).getAllByRole('region')
    await expect(groupLinks(lineOne as HTMLElement)).toEqual([
      reportLabels.capitalAccountStatement,
      reportLabels.scheduleOfInvestments,
      reportLabels.cashFlowActivity,
      reportLabels.capitalActivity,
    ])
    await expect(groupLinks(lineTwo as HTMLElement)).toEqual([reportLabels.portfolioPerformance])
  },
}

/** A group without any permitted option is omitted. */
export const EmptyGroupOmitted: Story = {
  args: { permissions: { ...NO_VIEW_PERMISSIONS, diversificationAnalysis: true } },
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('region')
    await expect(regions).toHaveLength(1)
    await expect(groupLinks(regions[0] as HTMLElement)).toEqual([reportLabels.diversificationAnalysis])
  },
}

export const Empty: Story = {
  args: { permissions: NO_VIEW_PERMISSIONS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0)
  },
}
