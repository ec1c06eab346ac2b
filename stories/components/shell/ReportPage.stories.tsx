import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
import {
  FailureMessage,
  FilterBar,
  LoadingMessage,
  Muted,
  Panel,
  ReportPage,
  ReportsDrawer,
  Select,
  type ReportPageProps,
} from '../../../src/components'
import {
  EXPORT_AS_EXCEL,
  paths,
  rejectionTexts,
  reportLabels,
  USD_AGGREGATION_NOTE,
} from '../../../src/domain'
import { reportPermissions } from '../fixtures'

const quarters = [
  { value: '2026-09-30', label: 'Q3 2026' },
  { value: '2026-06-30', label: 'Q2 2026' },
]

const retry = fn()

/** A report page as the report screens compose it: the drawer (kept open or closed), a filter and a body. */
function ReportInPage(props: ReportPageProps) {
  const [open, setOpen] = useState(true)
  const [quarter, setQuarter] = useState(quarters[0]!.value)
  return (
    <div style={{ padding: 24 }}>
      <ReportPage
        {...props}
        drawer={
          <ReportsDrawer
            open={open}
            onToggle={setOpen}
            permissions={reportPermissions}
            activePath={paths.capitalAccountStatement}
          />
        }
        filters={
          <FilterBar label="Filter the report">
            <Select label="Quarter" options={quarters} value={quarter} onChange={setQuarter} />
          </FilterBar>
        }
      />
    </div>
  )
}

/** The page every report shares (spec §2.3): reports drawer, title, 'Export as Excel', filter bar and body. */
const meta = {
  title: 'Components/Shell/ReportPage',
  component: ReportPage,
  args: {
    title: reportLabels.capitalAccountStatement,
    onExport: fn(),
    children: (
      <Panel aria-label="Report">
        <Muted>{USD_AGGREGATION_NOTE}</Muted>
      </Panel>
    ),
  },
  render: (args) => <ReportInPage {...args} />,
} satisfies Meta<typeof ReportPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const drawer = canvas.getByRole('complementary', { name: 'Reports' })
    await expect(
      within(drawer).getByRole('link', { name: reportLabels.capitalAccountStatement }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(
      canvas.getByRole('heading', { level: 1, name: reportLabels.capitalAccountStatement }),
    ).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Filter the report' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: EXPORT_AS_EXCEL }))
    await expect(args.onExport).toHaveBeenCalledTimes(1)
    const cashFlow = within(drawer).getByRole('link', { name: reportLabels.cashFlowActivity })
    await userEvent.click(cashFlow)
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.cashFlowActivity)
    // A still page for the screenshot: no tooltip, no focus ring.
    await userEvent.unhover(cashFlow)
    cashFlow.blur()
  },
}

/** The drawer collapses to its toggle and the report takes the width; the toggle works from the keyboard. */
export const DrawerCollapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const report = canvas.getByRole('region', { name: 'Report' })
    const before = report.getBoundingClientRect().width
    canvas.getByRole('button', { name: 'Collapse reports' }).focus()
    await userEvent.keyboard('{Enter}')
    const expand = canvas.getByRole('button', { name: 'Expand reports' })
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    await expect(report.getBoundingClientRect().width).toBeGreaterThan(before)
    expand.blur()
  },
}

/** The body while the report loads: a spinner named for what loads. */
export const Loading: Story = {
  args: { children: <LoadingMessage label="Loading the report" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the report' })).toBeVisible()
  },
}

/** The body when the report failed: the §8 text of its call, announced once, and a way to load again. */
export const Failed: Story = {
  args: { children: <FailureMessage text={rejectionTexts.capitalAccountStatement} onRetry={retry} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(rejectionTexts.capitalAccountStatement)
    const again = canvas.getByRole('button', { name: 'Try again' })
    await userEvent.click(again)
    await expect(retry).toHaveBeenCalledTimes(1)
    again.blur()
  },
}
