import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { currentPortalState } from '../../../../.storybook/portalState'
import { componentTexts } from '../../../../src/components'
import { EXPORT_AS_EXCEL, paths, reportLabels } from '../../../../src/domain'
import { ReportScreen } from '../../../../src/screens/reports/shared/ReportScreen'

/**
 * The page every report shares (spec §2.3): the reports drawer with the user's reports (open or closed alike on
 * every report: the session keeps it), the title with 'Export as Excel', the filters and the body.
 */
const meta = {
  title: 'Screens/Parts/Reports/ReportScreen',
  component: ReportScreen,
  parameters: { session: 'started', route: paths.capitalAccountStatement },
  args: {
    title: reportLabels.capitalAccountStatement,
    download: { exporting: false, run: fn(async () => undefined), cancel: fn() },
    exportable: true,
    filters: <p>Filters</p>,
    children: <p>The report</p>,
  },
} satisfies Meta<typeof ReportScreen>

export default meta
type Story = StoryObj<typeof meta>

const drawer = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('complementary', { name: componentTexts.reportsDrawer })

/** The drawer marks this report; 'Export as Excel' runs the download. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      reportLabels.capitalAccountStatement,
    )
    await expect(
      within(drawer(canvasElement)).getByRole('link', { name: reportLabels.capitalAccountStatement }),
    ).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: EXPORT_AS_EXCEL }))
    await expect(args.download!.run).toHaveBeenCalledOnce()
  },
}

/** Collapsing the drawer is kept in the session, so the next report opens with it collapsed too. */
export const DrawerCollapsed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: componentTexts.collapseDrawer }))
    await expect(
      within(canvasElement).getByRole('button', { name: componentTexts.expandDrawer }),
    ).toBeVisible()
    await expect(currentPortalState().reportsDrawerOpen).toBe(false)
  },
}

/**
 * Nothing to export yet (the filters are not complete), or an export running: the button says it is disabled
 * (it stays focusable, so its tooltip can be read) and a click does nothing.
 */
const exportRefused: Story['play'] = async ({ canvasElement, args }) => {
  const button = within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL })
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await userEvent.click(button)
  await expect(args.download!.run).not.toHaveBeenCalled()
}

export const ExportDisabled: Story = { args: { exportable: false }, play: exportRefused }

export const Exporting: Story = {
  args: { download: { exporting: true, run: fn(async () => undefined), cancel: fn() } },
  play: exportRefused,
}
