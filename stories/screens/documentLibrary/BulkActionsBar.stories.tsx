import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  DEFAULT_NUMBER_FORMAT,
  documentTexts,
  DOWNLOAD_SELECTION_HINT,
  formatNumber,
} from '../../../src/domain'
import { BulkActionsBar } from '../../../src/screens/documentLibrary'
import { documentsScreenTexts as texts } from '../../../src/screens/documentLibrary/texts'
import { Muted, Strong } from '../../../src/components'

/** The left of the bar as the documents screen fills it: the total, and the selected count once any. */
const summaryOf = (total: number, selected: number) => (
  <>
    <Strong>
      {texts.total(total, (n) => formatNumber(n, { decimals: 0, numberFormat: DEFAULT_NUMBER_FORMAT }))}
    </Strong>
    {selected > 0 && <Muted>{texts.selected(selected)}</Muted>}
  </>
)

/**
 * 'Mark as Read' and 'Download Selected' over a documents grid (spec §2.5): disabled with none or more than 50
 * selected, and the progress of either action, with Cancel for the download.
 */
const meta = {
  title: 'Screens/Parts/DocumentLibrary/BulkActionsBar',
  component: BulkActionsBar,
  args: {
    summary: summaryOf(1_284, 0),
    selectedCount: 0,
    onDownloadSelected: fn(),
    onMarkAsRead: fn(),
    download: { phase: 'idle' },
    onCancelDownload: fn(),
    markingRead: null,
    outcome: null,
  },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <BulkActionsBar {...args} />
    </div>
  ),
} satisfies Meta<typeof BulkActionsBar>

export default meta
type Story = StoryObj<typeof meta>

const bar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: texts.bulkActions }))

export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    const group = bar(canvasElement)
    await expect(group.getByText(texts.total(1284))).toBeVisible()
    await expect(group.getByRole('button', { name: documentTexts.markAsRead })).toBeDisabled()
    await expect(group.getByRole('button', { name: documentTexts.downloadSelected })).toBeDisabled()
    await expect(group.queryByRole('progressbar')).toBeNull()
    await expect(group.queryByText(DOWNLOAD_SELECTION_HINT)).toBeNull()
  },
}

export const SomeSelected: Story = {
  args: { summary: summaryOf(1_284, 3), selectedCount: 3 },
  play: async ({ canvasElement, args }) => {
    const group = bar(canvasElement)
    await expect(group.getByText(texts.selected(3))).toBeVisible()
    await userEvent.click(group.getByRole('button', { name: documentTexts.markAsRead }))
    await expect(args.onMarkAsRead).toHaveBeenCalledTimes(1)
    await userEvent.click(group.getByRole('button', { name: documentTexts.downloadSelected }))
    await expect(args.onDownloadSelected).toHaveBeenCalledTimes(1)
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** Fifty is the most one zip takes: one more disables the download with the spec's hint; Mark as Read stays. */
export const TooManySelected: Story = {
  args: { summary: summaryOf(1_284, 51), selectedCount: 51 },
  play: async ({ canvasElement }) => {
    const group = bar(canvasElement)
    const download = group.getByRole('button', { name: documentTexts.downloadSelected })
    await expect(download).toBeDisabled()
    await expect(download).toHaveAccessibleDescription(DOWNLOAD_SELECTION_HINT)
    await expect(group.getByText(DOWNLOAD_SELECTION_HINT)).toBeVisible()
    await expect(group.getByRole('button', { name: documentTexts.markAsRead })).toBeEnabled()
  },
}

export const ExactlyFiftySelected: Story = {
  args: { summary: summaryOf(1_284, 50), selectedCount: 50 },
  play: async ({ canvasElement }) => {
    const group = bar(canvasElement)
    await expect(group.getByRole('button', { name: documentTexts.downloadSelected })).toBeEnabled()
    await expect(group.queryByText(DOWNLOAD_SELECTION_HINT)).toBeNull()
  },
}

/** Files arriving for the zip: the count, the bar, Cancel; both actions wait. */
export const Downloading: Story = {
  args: {
    summary: summaryOf(1_284, 12),
    selectedCount: 12,
    download: { phase: 'downloading', done: 3, total: 12 },
  },
  play: async ({ canvasElement, args }) => {
    const group = bar(canvasElement)
    await expect(group.getByText(texts.downloading(3, 12))).toBeVisible()
    const progress = group.getByRole('progressbar', { name: texts.downloading(3, 12) })
    await expect(progress).toHaveAttribute('aria-valuenow', '3')
    await expect(progress).toHaveAttribute('aria-valuemax', '12')
    await expect(group.getByRole('button', { name: documentTexts.markAsRead })).toBeDisabled()
    await expect(group.getByRole('button', { name: documentTexts.downloadSelected })).toBeDisabled()
    await userEvent.click(group.getByRole('button', { name: texts.cancel }))
    await expect(args.onCancelDownload).toHaveBeenCalledTimes(1)
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** Every file is in and the zip is being built: the bar is full; it can still be cancelled. */
export const Zipping: Story = {
  args: { summary: summaryOf(1_284, 12), selectedCount: 12, download: { phase: 'zipping', total: 12 } },
  play: async ({ canvasElement }) => {
    const group = bar(canvasElement)
    const progress = group.getByRole('progressbar', { name: texts.zipping })
    await expect(progress).toHaveAttribute('aria-valuenow', '1')
    await expect(progress).toHaveAttribute('aria-valuemax', '1')
    await expect(group.getByRole('button', { name: texts.cancel })).toBeEnabled()
  },
}

/** Read posts in flight: progress without Cancel (the ones sent stay read). */
export const MarkingRead: Story = {
  args: { summary: summaryOf(1_284, 5), selectedCount: 5, markingRead: { done: 2, total: 5 } },
  play: async ({ canvasElement }) => {
    const group = bar(canvasElement)
    await expect(group.getByText(texts.markingRead(2, 5))).toBeVisible()
    await expect(group.getByRole('progressbar', { name: texts.markingRead(2, 5) })).toHaveAttribute(
      'aria-valuenow',
      '2',
    )
    await expect(group.queryByRole('button', { name: texts.cancel })).toBeNull()
    await expect(group.getByRole('button', { name: documentTexts.markAsRead })).toBeDisabled()
  },
}

/** After a Mark as Read that partly failed: what happened, under the bar; the failed ones stay selected. */
export const PartlyMarkedRead: Story = {
  args: { summary: summaryOf(1_284, 2), selectedCount: 2, outcome: texts.markedReadPartly(3, 5) },
  play: async ({ canvasElement }) => {
    const group = bar(canvasElement)
    await expect(group.getByRole('status')).toHaveTextContent(texts.markedReadPartly(3, 5))
    await expect(group.getByText(texts.selected(2))).toBeVisible()
    await expect(group.getByRole('button', { name: documentTexts.markAsRead })).toBeEnabled()
  },
}
