import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
import { Link } from '../../../src/components'
import { navigationTabTexts, paths } from '../../../src/domain'
import { storyLinks } from '../fixtures'
import { Stage } from '../Stage'

const meta = {
  title: 'Components/Shell/Link',
  component: Link,
  args: { href: paths.documents, children: navigationTabTexts.documents },
  render: (args) => (
    <Stage>
      <Link {...args} />
    </Stage>
  ),
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: navigationTabTexts.documents }))
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.documents)
  },
}

export const External: Story = {
  args: { href: storyLinks.insightsHub, external: true, children: navigationTabTexts.globalInsights },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Global Insights/ })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAccessibleName('Global Insights (opens in a new window)')
  },
}
