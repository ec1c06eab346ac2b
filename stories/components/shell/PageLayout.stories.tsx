import type { Meta, StoryObj } from '@storybook/react-vite'
import styled from 'styled-components'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PageLayout } from '../../../src/components'
import { dimensions, EXPORT_AS_EXCEL, paths, reportLabels, USD_AGGREGATION_NOTE } from '../../../src/domain'

const Placeholder = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`

const meta = {
  title: 'Components/Shell/PageLayout',
  component: PageLayout,
  args: {
    title: reportLabels.capitalAccountStatement,
    onExport: fn(),
    onNavigate: fn(),
    children: <Placeholder>{USD_AGGREGATION_NOTE}</Placeholder>,
  },
} satisfies Meta<typeof PageLayout>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: reportLabels.capitalAccountStatement }),
    ).toBeVisible()
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeLessThanOrEqual(
      dimensions.pageMaxWidth,
    )
    const exportButton = canvas.getByRole('button', { name: EXPORT_AS_EXCEL })
    await userEvent.hover(exportButton)
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(EXPORT_AS_EXCEL)
    await userEvent.click(exportButton)
    await expect(args.onExport).toHaveBeenCalledTimes(1)
  },
}

export const WithBackLink: Story = {
  args: {
    title: 'Fund Raising Opportunity IX',
    back: { href: paths.dataRooms, label: 'Data Rooms' },
    onExport: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: 'Data Rooms' }))
    await expect(args.onNavigate).toHaveBeenCalledWith(paths.dataRooms)
    await expect(canvas.queryByRole('button', { name: EXPORT_AS_EXCEL })).toBeNull()
  },
}

export const ExportDisabled: Story = {
  args: { exportDisabled: true },
  play: async ({ canvasElement, args }) => {
    const exportButton = within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL })
    await expect(exportButton).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(exportButton)
    await expect(args.onExport).not.toHaveBeenCalled()
  },
}

/** On a wide screen the page stops at 1706 px and centres. */
export const Wide: Story = {
  parameters: { viewport: { defaultViewport: 'responsive' } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main')
    await expect(Number.parseFloat(getComputedStyle(main).maxWidth)).toBe(dimensions.pageMaxWidth)
  },
}
