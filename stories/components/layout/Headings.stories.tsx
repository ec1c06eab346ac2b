import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ItemHeading, Muted, PageTitle, SectionHeading } from '../../../src/components'
import { Stage } from '../Stage'

/**
 * The kit's three heading styles, in place of local title styles: PageTitle (a page's title, in the brand colour;
 * home's welcome is one as an h2), SectionHeading (a panel's or section's heading) and ItemHeading (one item of a
 * list or card, body size).
 */
const meta = {
  title: 'Components/Layout/Headings',
  component: PageTitle,
  subcomponents: { SectionHeading, ItemHeading },
  render: () => (
    <Stage>
      <PageTitle>Capital Account Statement</PageTitle>
      <SectionHeading>Fund Raising Opportunity IX</SectionHeading>
      <ItemHeading>Annual investor meeting</ItemHeading>
      <Muted>The body text under them.</Muted>
      <PageTitle as="h2">Welcome, Alexandra</PageTitle>
    </Stage>
  ),
} satisfies Meta<typeof PageTitle>

export default meta
type Story = StoryObj<typeof meta>

/** Each level in its size and weight; a PageTitle keeps its look at another level. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = canvas.getByRole('heading', { level: 1, name: 'Capital Account Statement' })
    const section = canvas.getByRole('heading', { level: 2, name: 'Fund Raising Opportunity IX' })
    const item = canvas.getByRole('heading', { level: 3, name: 'Annual investor meeting' })
    const welcome = canvas.getByRole('heading', { level: 2, name: 'Welcome, Alexandra' })
    const size = (element: HTMLElement) => parseFloat(getComputedStyle(element).fontSize)
    await expect(size(title)).toBeGreaterThan(size(section))
    await expect(size(section)).toBeGreaterThan(size(item))
    await expect(getComputedStyle(welcome).fontSize).toBe(getComputedStyle(title).fontSize)
    await expect(getComputedStyle(welcome).color).toBe(getComputedStyle(title).color)
    for (const heading of [title, section, item])
      await expect(getComputedStyle(heading).fontWeight).toBe('600')
  },
}
