import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
import { Button, Muted, PageLayout, Panel } from '../../../src/components'
import { EXPORT_AS_EXCEL, paths, reportLabels, USD_AGGREGATION_NOTE } from '../../../src/domain'

const ROOM_NAME = 'Fund Raising Opportunity IX'

/** The page layout of spec §2.3 every screen uses: back link, title, description, actions and 'Export as Excel'. */
const meta = {
  title: 'Components/Shell/PageLayout',
  component: PageLayout,
  args: {
    title: reportLabels.capitalAccountStatement,
    children: (
      <Panel aria-label="Report">
        <Muted>{USD_AGGREGATION_NOTE}</Muted>
      </Panel>
    ),
  },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <PageLayout {...args} />
    </div>
  ),
} satisfies Meta<typeof PageLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: reportLabels.capitalAccountStatement }),
    ).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Report' })).toHaveTextContent(USD_AGGREGATION_NOTE)
    await expect(canvas.queryByRole('button', { name: EXPORT_AS_EXCEL })).toBeNull()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const WithDescription: Story = {
  args: { title: 'Data Rooms', description: 'Fundraising opportunities open to you.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fundraising opportunities open to you.')).toBeVisible()
  },
}

/** A data room's page: the back link to the list above its title, in reading and tab order. */
export const WithBackLink: Story = {
  args: { title: ROOM_NAME, back: { href: paths.dataRooms, label: 'Data Rooms' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const back = canvas.getByRole('link', { name: 'Data Rooms' })
    await expect(back).toHaveAttribute('href', paths.dataRooms)
    const title = canvas.getByRole('heading', { level: 1, name: ROOM_NAME })
    await expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await userEvent.click(back)
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.dataRooms)
  },
}

/** The download icon with its tooltip; a click asks for the export. */
export const WithExport: Story = {
  args: { onExport: fn() },
  play: async ({ canvasElement, args }) => {
    const exportButton = within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL })
    await userEvent.hover(exportButton)
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('tooltip')).toHaveTextContent(EXPORT_AS_EXCEL)
    await userEvent.click(exportButton)
    await expect(args.onExport).toHaveBeenCalledTimes(1)
  },
}

/** While a file is being generated the icon is disabled: a second click asks for nothing. */
export const ExportDisabled: Story = {
  args: { onExport: fn(), exportDisabled: true },
  play: async ({ canvasElement, args }) => {
    const exportButton = within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL })
    await expect(exportButton).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(exportButton)
    await expect(args.onExport).not.toHaveBeenCalled()
    exportButton.blur()
  },
}

/** Controls of the page beside the export icon (a report's drawer toggle, say). */
export const WithActions: Story = {
  args: { onExport: fn(), actions: <Button variant="secondary">Reports</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const action = canvas.getByRole('button', { name: 'Reports' })
    const exportButton = canvas.getByRole('button', { name: EXPORT_AS_EXCEL })
    await expect(action.compareDocumentPosition(exportButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  },
}

/** The title kept for assistive technology only. */
export const HiddenTitle: Story = {
  args: { hideTitle: true },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', {
      level: 1,
      name: reportLabels.capitalAccountStatement,
    })
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}
