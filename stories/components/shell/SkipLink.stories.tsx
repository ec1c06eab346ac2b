import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { componentTexts, SkipLink } from '../../../src/components'

/** The skip link before a header, and the page's main content it skips to. */
const meta = {
  title: 'Components/Shell/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main', children: componentTexts.skipToContent },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <header style={{ padding: 16, background: '#0b2545', color: 'white' }}>
        <a href="#top" style={{ color: 'white' }}>
          Header link
        </a>
      </header>
      <main id="story-main" style={{ padding: 16 }}>
        <h1>Page</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>

export default meta
type Story = StoryObj<typeof meta>

/** Out of sight until the keyboard reaches it. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: componentTexts.skipToContent })
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}

/** The first Tab shows it; Enter moves the focus to the main content, the address unchanged. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: componentTexts.skipToContent })
    await userEvent.tab()
    await expect(link).toHaveFocus()
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(50)
    const address = window.location.href
    await userEvent.keyboard('{Enter}')
    await expect(canvasElement.ownerDocument.getElementById('story-main')).toHaveFocus()
    await expect(window.location.href).toBe(address)
    link.focus()
  },
}
