import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ShareBars } from '../../../src/components'
import { hostileCorpus } from '../../../mocks/hostile/corpus'
import { atWidth, Stage } from '../Stage'

const bars = [
  { key: 'a', label: 'Apex Materials', share: 38.2, figure: '38.2% · 148,793,574' },
  { key: 'b', label: 'Everline Materials', share: 21.5, figure: '21.5% · 83,622,100' },
  { key: 'c', label: 'Umbra Foods', share: 9.1, figure: '9.1% · 35,400,000' },
  { key: 'd', label: 'Not classified', share: null, figure: '-' },
]

/** Shares of a whole as bars (the exposure's top ten): a picture beside its table, hidden from assistive technology. */
const meta = {
  title: 'Components/Data/ShareBars',
  component: ShareBars,
  args: { bars },
  render: (args) => (
    <Stage>
      <ShareBars {...args} />
    </Stage>
  ),
} satisfies Meta<typeof ShareBars>

export default meta
type Story = StoryObj<typeof meta>

/** The largest share fills its track, the others to its scale; a share that is not known draws none (the style
 * normalises '100.0%' to '100%'). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ol')!
    await expect(list).toHaveAttribute('aria-hidden', 'true')
    const fills = [...list.querySelectorAll('li > span:last-child > span')] as HTMLElement[]
    await expect(fills.map((fill) => fill.style.width)).toEqual(['100%', '56.3%', '23.8%', '0%'])
    await expect(within(canvasElement).getByText('38.2% · 148,793,574')).toBeVisible()
  },
}

/** Provider names of every kind, on a phone: two lines at most each, shown as text, never wider than the page. */
export const HostileNames: Story = {
  decorators: [atWidth(320)],
  args: {
    bars: hostileCorpus.slice(0, 10).map((label, index) => ({
      key: String(index),
      label,
      share: 10 - index,
      figure: `${10 - index}.0%`,
    })),
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, iframe, style')).toBeNull()
    for (const item of canvasElement.querySelectorAll('li'))
      await expect(item.getBoundingClientRect().height).toBeLessThan(90)
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}
