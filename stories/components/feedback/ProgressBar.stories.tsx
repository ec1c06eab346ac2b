import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { documentsScreenTexts as texts } from '../../../src/screens/documentLibrary/texts'
import { ProgressBar } from '../../../src/components'
import { Column, Stage } from '../../components/Stage'

/** The determinate progress of a bulk download or Mark as Read (the component library has none yet). */
const meta = {
  title: 'Components/Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: texts.downloading(3, 12), value: 3, max: 12 },
  render: (args) => (
    <Stage>
      <Column>
        <ProgressBar {...args} />
      </Column>
    </Stage>
  ),
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

/** The filled part of the track, as wide as the share done. */
const fillOf = (bar: HTMLElement) => bar.firstElementChild as HTMLElement

export const Partway: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: texts.downloading(3, 12) })
    await expect(bar).toHaveAttribute('aria-valuemin', '0')
    await expect(bar).toHaveAttribute('aria-valuemax', '12')
    await expect(bar).toHaveAttribute('aria-valuenow', '3')
    await expect(fillOf(bar).style.width).toBe('25%')
    await expect(fillOf(bar).getBoundingClientRect().width).toBeCloseTo(
      bar.getBoundingClientRect().width / 4,
      0,
    )
  },
}

export const NotStarted: Story = {
  args: { label: texts.markingRead(0, 5), value: 0, max: 5 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: texts.markingRead(0, 5) })
    await expect(bar).toHaveAttribute('aria-valuenow', '0')
    await expect(fillOf(bar).getBoundingClientRect().width).toBe(0)
  },
}

/** The last file is in: the zip is being prepared, the bar full. */
export const Complete: Story = {
  args: { label: texts.zipping, value: 1, max: 1 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: texts.zipping })
    await expect(fillOf(bar).style.width).toBe('100%')
    await expect(fillOf(bar).getBoundingClientRect().width).toBe(bar.getBoundingClientRect().width)
  },
}

/** Out-of-range values never draw outside the track: nothing to do is empty, more than all is full. */
export const OutOfRange: Story = {
  render: () => (
    <Stage>
      <Column>
        <ProgressBar label={texts.downloading(0, 0)} value={0} max={0} />
        <ProgressBar label={texts.downloading(14, 12)} value={14} max={12} />
        <ProgressBar label={texts.downloading(-1, 12)} value={-1} max={12} />
      </Column>
    </Stage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(fillOf(canvas.getByRole('progressbar', { name: texts.downloading(0, 0) })).style.width).toBe(
      '0%',
    )
    await expect(
      fillOf(canvas.getByRole('progressbar', { name: texts.downloading(14, 12) })).style.width,
    ).toBe('100%')
    await expect(
      fillOf(canvas.getByRole('progressbar', { name: texts.downloading(-1, 12) })).style.width,
    ).toBe('0%')
  },
}
