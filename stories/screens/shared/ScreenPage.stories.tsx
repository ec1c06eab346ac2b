import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EXPORT_AS_EXCEL, paths } from '../../../src/domain'
import { dataRoomTexts, documentsScreenTexts, Muted, Panel, ScreenPage } from '../../../src/screens/shared'

const ROOM_NAME = 'AlpInvest Nordic Pension Co-Invest'

/** The page layout of spec §2.3 the screens share: back link, title, description and 'Export as Excel'. */
const meta = {
  title: 'Screens/Parts/Shared/ScreenPage',
  component: ScreenPage,
  args: {
    title: documentsScreenTexts.title,
    children: (
      <Panel aria-label={documentsScreenTexts.filtersLabel}>
        <Muted>{documentsScreenTexts.empty}</Muted>
      </Panel>
    ),
  },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <ScreenPage {...args} />
    </div>
  ),
} satisfies Meta<typeof ScreenPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: documentsScreenTexts.title })).toBeVisible()
    await expect(canvas.getByRole('region', { name: documentsScreenTexts.filtersLabel })).toHaveTextContent(
      documentsScreenTexts.empty,
    )
    await expect(canvas.queryByRole('button', { name: EXPORT_AS_EXCEL })).toBeNull()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const WithDescription: Story = {
  args: { title: dataRoomTexts.title, description: dataRoomTexts.intro },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: dataRoomTexts.title })).toBeVisible()
    await expect(canvas.getByText(dataRoomTexts.intro)).toBeVisible()
  },
}

/** A data room's page: the back link to the list above its title. */
export const WithBackLink: Story = {
  args: { title: ROOM_NAME, back: { to: paths.dataRooms, label: dataRoomTexts.back } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const back = canvas.getByRole('link', { name: dataRoomTexts.back })
    await expect(back).toHaveAttribute('href', paths.dataRooms)
    // The link comes before the title, in reading and tab order.
    const title = canvas.getByRole('heading', { level: 1, name: ROOM_NAME })
    await expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  },
}

/** The download icon with its tooltip; a click asks for the export. */
export const WithExport: Story = {
  args: { onExport: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const exportButton = canvas.getByRole('button', { name: EXPORT_AS_EXCEL })
    await userEvent.hover(exportButton)
    await expect(await body.findByRole('tooltip')).toHaveTextContent(EXPORT_AS_EXCEL)
    await userEvent.click(exportButton)
    await expect(args.onExport).toHaveBeenCalledTimes(1)
  },
}

/** While a file is being generated the icon is disabled: a second click asks for nothing. */
export const Exporting: Story = {
  args: { onExport: fn(), exporting: true },
  play: async ({ canvasElement, args }) => {
    const exportButton = within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL })
    await expect(exportButton).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(exportButton)
    await expect(args.onExport).not.toHaveBeenCalled()
    exportButton.blur()
  },
}

/** The title kept for assistive technology only (the home page shows its own welcome). */
export const HiddenTitle: Story = {
  args: { hideTitle: true },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: documentsScreenTexts.title })
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}
