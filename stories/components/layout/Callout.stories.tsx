import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Callout, Link } from '../../../src/components'
import { Stage } from '../Stage'

/** A notice set apart from the page, in its tone: something to act on (warning) or to know (info). */
const meta = {
  title: 'Components/Layout/Callout',
  component: Callout,
  args: {
    tone: 'warning',
    title: 'Documents require your action',
    titleId: 'callout-title',
    children: (
      <>
        <p style={{ margin: 0 }}>3 documents require your action.</p>
        <Link href="/documents" variant="inline" strong>
          Review documents
        </Link>
      </>
    ),
  },
  render: (args) => (
    <Stage>
      <Callout {...args} />
    </Stage>
  ),
} satisfies Meta<typeof Callout>

export default meta
type Story = StoryObj<typeof meta>

/** A warning with a heading is a region named by it. */
export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Documents require your action' })
    await expect(within(region).getByRole('heading', { level: 2 })).toBeVisible()
  },
}

/** Something to know, in the brand's tone. */
export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Figures are in USD',
    children: <p style={{ margin: 0 }}>Converted at quarter end.</p>,
  },
}

/** A warning in answer to what the user did is announced once, as an alert, its title in bold. */
export const Alert: Story = {
  args: {
    role: 'alert',
    title: 'Please note',
    titleAs: 'strong',
    children: <span>Wire instruction changes are confirmed by phone.</span>,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Please note')
    await expect(within(canvasElement).queryByRole('heading')).toBeNull()
  },
}
