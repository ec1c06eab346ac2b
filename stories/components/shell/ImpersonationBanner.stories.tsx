import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button, ImpersonationBanner } from '../../../src/components'
import { dimensions, impersonationBannerText, userMenuTexts } from '../../../src/domain'

const meta = {
  title: 'Components/Shell/ImpersonationBanner',
  component: ImpersonationBanner,
  args: { adminName: 'Daniel Okafor', impersonatedName: 'Margaret Ellison' },
} satisfies Meta<typeof ImpersonationBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status')
    await expect(banner).toHaveTextContent(impersonationBannerText('Daniel Okafor', 'Margaret Ellison'))
    await expect(banner).toHaveTextContent(
      'You are logged in as Daniel Okafor. You currently impersonate Margaret Ellison',
    )
    await expect(banner.getBoundingClientRect().height).toBe(dimensions.impersonationBannerHeight)
  },
}

export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="secondary">
        {userMenuTexts.stopImpersonating}
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: userMenuTexts.stopImpersonating }),
    ).toBeVisible()
  },
}

export const LongNames: Story = {
  args: {
    adminName: 'Alexandra Catherine Montgomery-Wellington',
    impersonatedName: 'Bartholomew Fitzgerald Ashworth-Pemberton III',
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status')
    await expect(banner.getBoundingClientRect().height).toBe(dimensions.impersonationBannerHeight)
  },
}
