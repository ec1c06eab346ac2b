import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
import { NavTabs, type PortalTabsProps } from '../../../src/components'
import {
  dimensions,
  navigationTabTexts,
  NO_VIEW_PERMISSIONS,
  paths,
  reportLabels,
  type ViewPermissions,
} from '../../../src/domain'
import { fundNames, storyLinks } from '../fixtures'

const allPermissions: ViewPermissions = {
  accountSummary: true,
  reports: true,
  accountSummaryAlpInvest: true,
  portfolioPerformance: true,
  diversificationAnalysis: true,
  funds: true,
}

const fundLinks = fundNames.map((label, index) => ({
  id: index + 1,
  label,
  href: paths.fundProfile(index + 1),
}))

/** NavTabs and its FundsMenu (the searchable Funds dropdown). */
const meta = {
  title: 'Components/Shell/NavTabs',
  component: NavTabs,
  args: {
    mode: 'portal',
    activeTab: 'documents',
    activePath: paths.documents,
    globalInsightsHref: storyLinks.insightsHub,
    funds: { enabled: true, links: fundLinks },
    reportPermissions: allPermissions,
    calendarEnabled: true,
  } satisfies PortalTabsProps,
} satisfies Meta<typeof NavTabs>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }))
    const tabs = within(canvasElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\(opens in a new window\)/, '').trim())
    await expect(tabs).toEqual([
      navigationTabTexts.globalInsights,
      navigationTabTexts.dataRooms,
      navigationTabTexts.funds,
      navigationTabTexts.reporting,
      navigationTabTexts.documents,
      navigationTabTexts.myCalendar,
    ])
    await expect(nav.getByRole('link', { name: navigationTabTexts.documents })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const insights = nav.getByRole('link', { name: /Global Insights/ })
    await expect(insights).toHaveAttribute('target', '_blank')
    await expect(insights).toHaveAttribute('href', storyLinks.insightsHub)
    await userEvent.click(nav.getByRole('link', { name: navigationTabTexts.dataRooms }))
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.dataRooms)
  },
}

/** Funds: a searchable dropdown, 440 wide. */
export const FundsDropdown: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: navigationTabTexts.funds })
    await userEvent.click(trigger)
    const search = await body(canvasElement).findByRole('searchbox', { name: 'Search funds' })
    await waitFor(() => expect(search).toHaveFocus())
    const popup = canvasElement.ownerDocument.getElementById(trigger.getAttribute('aria-controls') ?? '')
    await expect(popup?.getBoundingClientRect().width).toBe(dimensions.fundDropdownWidth)
    await userEvent.type(search, 'credit')
    const list = body(canvasElement).getByRole('list', { name: navigationTabTexts.funds })
    await expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Global Credit Opportunities Fund II', 'Structured Credit Partners III'])
    await userEvent.keyboard('{ArrowDown}')
    await expect(
      within(list).getByRole('link', { name: 'Global Credit Opportunities Fund II' }),
    ).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.fundProfile(3))
  },
}

export const FundsKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: navigationTabTexts.funds })
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(body(canvasElement).getByRole('searchbox')).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(trigger).toHaveFocus())
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}

const LONG_FUND_NAME = 'Global Private Equity Partners Continuation Vehicle IV (Euro Feeder), SCSp'

/** A name of 45 characters or more is cut to the dropdown's width and shown whole in a tooltip on focus. */
export const FundsLongNames: Story = {
  args: {
    funds: {
      enabled: true,
      links: [...fundLinks, { id: 99, label: LONG_FUND_NAME, href: paths.fundProfile(99) }],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: navigationTabTexts.funds }))
    await userEvent.type(await body(canvasElement).findByRole('searchbox'), 'continuation')
    await userEvent.keyboard('{ArrowDown}')
    const link = body(canvasElement).getByRole('link', { name: LONG_FUND_NAME })
    await expect(link).toHaveFocus()
    const label = link.firstElementChild as HTMLElement
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth)
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(LONG_FUND_NAME)
  },
}

const MANY_FUNDS = Array.from({ length: 1500 }, (_, index) => ({
  id: index + 1,
  label: `Fund ${String(index + 1).padStart(4, '0')} Capital Partners, L.P.`,
  href: paths.fundProfile(index + 1),
}))

/** 1,500 funds: only the links in view are drawn; the arrow keys reach the last, which is brought into view. */
export const FundsManyFunds: Story = {
  args: { funds: { enabled: true, links: MANY_FUNDS } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: navigationTabTexts.funds }))
    const list = await body(canvasElement).findByRole('list', { name: navigationTabTexts.funds })
    await expect(within(list).getAllByRole('link').length).toBeLessThan(30)
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1500')
    await waitFor(() => expect(body(canvasElement).getByRole('searchbox')).toHaveFocus())
    await userEvent.keyboard('{ArrowUp}')
    const last = await within(list).findByRole('link', { name: MANY_FUNDS.at(-1)!.label })
    await waitFor(() => expect(last).toHaveFocus())
    await expect(within(list).getAllByRole('link').length).toBeLessThan(30)
    await userEvent.type(body(canvasElement).getByRole('searchbox'), '0007')
    await expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([MANY_FUNDS[6]!.label])
    // Closed for the screenshot (the open list is in FundsDropdown's): Escape clears the search, then closes.
    await userEvent.keyboard('{Escape}{Escape}')
    await waitFor(() => expect(list).not.toBeInTheDocument())
  },
}

/** Reporting: a dropdown of the reports the permissions allow, in two groups. */
export const ReportingDropdown: Story = {
  args: { activeTab: 'reporting', activePath: paths.capitalAccountStatement },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: navigationTabTexts.reporting })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await body(canvasElement).findByRole('menu', { name: navigationTabTexts.reporting })
    // The two report lines, and the portfolio analytics (issue 65).
    const groups = within(menu).getAllByRole('group')
    await expect(groups).toHaveLength(3)
    await expect(within(groups[2]!).getByRole('menuitem', { name: reportLabels.exposure })).toBeVisible()
    await expect(
      within(menu).getByRole('menuitem', { name: reportLabels.capitalAccountStatement }),
    ).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(menu).getByRole('menuitem', { name: reportLabels.portfolioPerformance }))
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.portfolioPerformance)
  },
}

/** Without any report permission Reporting is disabled; without ViewFunds, Funds is. */
export const Disabled: Story = {
  args: {
    funds: { enabled: false, links: [] },
    reportPermissions: NO_VIEW_PERMISSIONS,
    calendarEnabled: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: navigationTabTexts.reporting })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: navigationTabTexts.funds })).toBeDisabled()
    await expect(canvas.queryByRole('link', { name: navigationTabTexts.myCalendar })).toBeNull()
  },
}

export const AdministrationTabs: Story = {
  args: { mode: 'administration', activeTab: 'impersonateUser', activePath: paths.impersonate } as never,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Administration' }))
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      navigationTabTexts.reports,
      navigationTabTexts.impersonateUser,
    ])
    await expect(nav.getByRole('link', { name: navigationTabTexts.impersonateUser })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** On a phone the tabs are behind a menu button naming the current page; it opens them as a column. */
export const NarrowMenu: Story = {
  parameters: { pageWidth: 412 },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }))
    const toggle = nav.getByRole('button', { name: /^Menu/ })
    await expect(toggle).toHaveTextContent(navigationTabTexts.documents)
    await expect(nav.queryByRole('link', { name: navigationTabTexts.documents })).toBeNull()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: navigationTabTexts.documents })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.keyboard('{Escape}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    nav.getByRole('link', { name: navigationTabTexts.dataRooms }).focus()
    await userEvent.keyboard('{Escape}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveFocus()
    await userEvent.click(toggle)
  },
}
