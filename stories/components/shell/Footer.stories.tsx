import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
import { Footer, footerTexts } from '../../../src/components'
import { COPYRIGHT_YEAR, navigationTabTexts, paths } from '../../../src/domain'
import { storyLinks } from '../fixtures'

const meta = {
  title: 'Components/Shell/Footer',
  component: Footer,
  args: {
    links: storyLinks,
    accountSummaries: { lineOne: true, lineTwo: true },
    calendarEnabled: true,
  },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = within(canvas.getByRole('navigation', { name: 'Footer' }))
    await expect(
      nav.getAllByRole('link').map((link) => link.textContent?.replace('(opens in a new window)', '')),
    ).toEqual([
      footerTexts.accountSummary,
      footerTexts.accountSummaryLineTwo,
      navigationTabTexts.dataRooms,
      navigationTabTexts.globalInsights,
      navigationTabTexts.reporting,
      navigationTabTexts.documents,
      navigationTabTexts.myCalendar,
      footerTexts.faqs,
    ])
    const social = within(canvas.getByRole('list', { name: 'Follow us' })).getAllByRole('link')
    await expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      footerTexts.photoSharing,
      footerTexts.socialNetworkOne,
      footerTexts.socialNetworkTwo,
      footerTexts.companySite,
    ])
    await expect(canvas.getByText(new RegExp(`© ${COPYRIGHT_YEAR} `))).toBeVisible()
    await userEvent.click(nav.getByRole('link', { name: navigationTabTexts.documents }))
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.documents)
  },
}

/** Without the account summary permissions and with the calendar off, those links are absent. */
export const Minimal: Story = {
  args: { accountSummaries: { lineOne: false, lineTwo: false }, calendarEnabled: false },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Footer' }))
    await expect(nav.queryByRole('link', { name: footerTexts.accountSummary })).toBeNull()
    await expect(nav.queryByRole('link', { name: navigationTabTexts.myCalendar })).toBeNull()
  },
}
