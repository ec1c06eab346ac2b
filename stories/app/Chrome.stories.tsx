import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { componentTexts } from '../../src/components'
import { documentTitle, navigationTabTexts, paths, userMenuTexts } from '../../src/domain'
import { dataRoomTexts } from '../../src/screens/DataRooms/texts'
import { documentsScreenTexts } from '../../src/screens/documentLibrary/texts'
import { homeTexts } from '../../src/screens/Home/texts'
import { impersonateTexts } from '../../src/screens/Impersonate/texts'
import { JourneyPortal } from './JourneyPortal'
import { findPageHeading, screenOf } from './journeyHelpers'

/**
 * The portal's chrome (header, navigation, footer) around a real page, at a desktop, a tablet and two phones.
 * From 720 px the navigation is a row of tabs; narrower, a menu button discloses the same links as a column.
 */
const meta = {
  title: 'App/Chrome',
  component: JourneyPortal,
  parameters: { route: paths.dataRooms },
} satisfies Meta<typeof JourneyPortal>

export default meta
type Story = StoryObj<typeof meta>

const mainNavigation = (canvasElement: HTMLElement) =>
  screenOf(canvasElement).getByRole('navigation', { name: componentTexts.mainNavigation })
const menuButton = (canvasElement: HTMLElement) =>
  within(mainNavigation(canvasElement)).queryByRole('button', {
    name: new RegExp(`^${componentTexts.navigationMenu}`),
  })

/** The data rooms page is shown in the chrome, and the page does not scroll sideways (WCAG 1.4.10). */
async function shown(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, dataRoomTexts.title)
  await screenOf(canvasElement).findByRole('list', { name: dataRoomTexts.roomsLabel })
  await waitFor(() => expect(document.title).toBe(documentTitle(dataRoomTexts.title)))
  const page = canvasElement.ownerDocument.documentElement
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
}

/** Every tab is in one row, none of them cut: the current page's marked. */
async function tabsInARow(canvasElement: HTMLElement) {
  await shown(canvasElement)
  const nav = mainNavigation(canvasElement)
  await expect(menuButton(canvasElement)).toBeNull()
  // Each tab whole, none over the next, the last inside the list's padding.
  const list = within(nav).getByRole('list')
  const tabs = [...list.querySelectorAll(':scope > li > a, :scope > li > button')].map((tab) =>
    tab.getBoundingClientRect(),
  )
  const end = list.getBoundingClientRect().right - parseFloat(getComputedStyle(list).paddingRight)
  for (const [index, tab] of tabs.entries())
    await expect(tab.right).toBeLessThanOrEqual(Math.min(end, tabs[index + 1]?.left ?? end) + 0.5)
  await expect(within(nav).getByRole('link', { name: navigationTabTexts.dataRooms })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(within(nav).getByRole('link', { name: navigationTabTexts.myCalendar })).toBeVisible()
}

/** On a phone the tabs are behind the menu button, which names the current page. */
async function menuClosed(canvasElement: HTMLElement) {
  await shown(canvasElement)
  const toggle = menuButton(canvasElement)!
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toHaveTextContent(navigationTabTexts.dataRooms)
  await expect(
    within(mainNavigation(canvasElement)).queryByRole('link', { name: navigationTabTexts.documents }),
  ).toBeNull()
}

async function openMenu(canvasElement: HTMLElement) {
  await menuClosed(canvasElement)
  await userEvent.click(menuButton(canvasElement)!)
  const nav = mainNavigation(canvasElement)
  await expect(menuButton(canvasElement)).toHaveAttribute('aria-expanded', 'true')
  await expect(within(nav).getByRole('link', { name: navigationTabTexts.dataRooms })).toHaveAttribute(
    'aria-current',
    'page',
  )
  for (const name of [navigationTabTexts.documents, navigationTabTexts.myCalendar])
    await expect(within(nav).getByRole('link', { name })).toBeVisible()
  for (const name of [navigationTabTexts.funds, navigationTabTexts.reporting])
    await expect(within(nav).getByRole('button', { name })).toBeVisible()
}

export const Desktop: Story = {
  parameters: { pageWidth: 1440 },
  play: async ({ canvasElement }) => tabsInARow(canvasElement),
}

export const Tablet: Story = {
  parameters: { pageWidth: 768 },
  play: async ({ canvasElement }) => tabsInARow(canvasElement),
}

/** The narrowest width with the tabs in a row: closer together, every one whole. */
export const SmallTablet: Story = {
  parameters: { pageWidth: 720 },
  play: async ({ canvasElement }) => tabsInARow(canvasElement),
}

export const Phone: Story = {
  parameters: { pageWidth: 412 },
  play: async ({ canvasElement }) => menuClosed(canvasElement),
}

export const PhoneMenuOpen: Story = {
  parameters: { pageWidth: 412 },
  play: async ({ canvasElement }) => openMenu(canvasElement),
}

export const SmallPhone: Story = {
  parameters: { pageWidth: 320 },
  play: async ({ canvasElement }) => menuClosed(canvasElement),
}

export const SmallPhoneMenuOpen: Story = {
  parameters: { pageWidth: 320 },
  play: async ({ canvasElement }) => openMenu(canvasElement),
}

/** The Funds menu opens from the phone's menu, its search focused and the whole popup on the screen. */
export const SmallPhoneFundsMenu: Story = {
  parameters: { pageWidth: 320 },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement)
    await userEvent.click(
      within(mainNavigation(canvasElement)).getByRole('button', { name: navigationTabTexts.funds }),
    )
    const search = await screenOf(canvasElement).findByRole('searchbox', { name: componentTexts.fundsSearch })
    await waitFor(() => expect(search).toHaveFocus())
    const popup = search.closest('[id]')!.getBoundingClientRect()
    await expect(popup.left).toBeGreaterThanOrEqual(0)
    await expect(popup.right).toBeLessThanOrEqual(320)
  },
}

/**
 * By keyboard: Enter opens the menu, Tab reaches its links, Escape closes it and gives the button the focus back;
 * a link chosen closes it and the new page's heading takes the focus.
 */
export const PhoneMenuByKeyboard: Story = {
  parameters: { pageWidth: 412 },
  play: async ({ canvasElement }) => {
    await menuClosed(canvasElement)
    const toggle = menuButton(canvasElement)!
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    const nav = mainNavigation(canvasElement)
    await expect(
      within(nav).getByRole('link', { name: new RegExp(navigationTabTexts.globalInsights) }),
    ).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    const documents = within(nav).getByRole('link', { name: navigationTabTexts.documents })
    while (document.activeElement !== documents) await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const heading = await findPageHeading(canvasElement, documentsScreenTexts.title)
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(menuButton(canvasElement)).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(document.title).toBe(documentTitle(documentsScreenTexts.title)))
  },
}

/** Administration on a phone: its own two tabs behind the menu button, no investor-group dropdown. */
export const AdministrationPhoneMenuOpen: Story = {
  parameters: { persona: 'admin', route: paths.administrationReports, pageWidth: 412 },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    await findPageHeading(canvasElement, navigationTabTexts.reports)
    const nav = screen.getByRole('navigation', { name: componentTexts.administrationNavigation })
    const toggle = within(nav).getByRole('button', { name: new RegExp(`^${componentTexts.navigationMenu}`) })
    await userEvent.click(toggle)
    await expect(within(nav).getByRole('link', { name: navigationTabTexts.reports })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(nav).getByRole('link', { name: navigationTabTexts.impersonateUser })).toBeVisible()
    await expect(screen.queryByRole('button', { name: new RegExp(componentTexts.investorGroup) })).toBeNull()
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}

/** Impersonating on a small phone: the banner's whole sentence wraps, with its Stop Impersonating button. */
export const ImpersonatingSmallPhone: Story = {
  parameters: { persona: 'admin', route: paths.impersonate, pageWidth: 320 },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    await findPageHeading(canvasElement, userMenuTexts.impersonateUser)
    await userEvent.type(screen.getByLabelText(impersonateTexts.userEmail), 'margaret.ellison@example.com')
    await userEvent.click(screen.getByRole('button', { name: userMenuTexts.startImpersonation }))
    await findPageHeading(canvasElement, homeTexts.title)
    const sentence = screen.getByText(/You currently impersonate/)
    await expect(sentence.scrollWidth).toBeLessThanOrEqual(sentence.clientWidth)
    await expect(screen.getByRole('button', { name: userMenuTexts.stopImpersonating })).toBeVisible()
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}
