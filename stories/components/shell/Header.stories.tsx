import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
import { Header } from '../../../src/components'
import {
  ALL_ACCOUNTS_GROUP_ID,
  ALL_INVESTOR_ACCOUNTS,
  CREATE_GROUP_ID,
  CREATE_NEW_GROUP,
  dimensions,
  helpHref,
  IMPERSONATION_ADMIN_DISABLED_TOOLTIP,
  INVESTOR_GROUP_DROPDOWN_ITEMS,
  paths,
  utilityMenuTexts,
} from '../../../src/domain'
import { accountGroups } from '../fixtures'
import { atWidth } from '../Stage'

const meta = {
  title: 'Components/Shell/Header',
  component: Header,
  args: {
    homeHref: paths.home,
    investorGroup: { groups: accountGroups, selectedId: ALL_ACCOUNTS_GROUP_ID, onSelect: fn() },
    utility: {
      helpHref: helpHref('home'),
      administration: null,
      investorRequest: { enabled: true, onOpen: fn() },
    },
    user: {
      userName: 'Margaret Ellison',
      impersonation: 'unavailable',
      onPreferences: fn(),
      onImpersonate: fn(),
      onStopImpersonating: fn(),
      onSignOut: fn(),
    },
  },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const banner = canvas.getByRole('banner')
    await expect(banner.getBoundingClientRect().height).toBe(dimensions.pinnedHeaderOffsets[1])
    const groups = canvas.getByRole('button', { name: /Investor group/ })
    await expect(groups).toHaveTextContent(ALL_INVESTOR_ACCOUNTS)
    await expect(groups.getBoundingClientRect().width).toBe(dimensions.investorGroupDropdownWidth)
    await expect(canvas.getByRole('link', { name: utilityMenuTexts.help })).toBeVisible()
    await expect(canvas.getByRole('button', { name: utilityMenuTexts.investorRequest })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /User menu for Margaret Ellison/ })).toBeVisible()
  },
}

/**
 * A phone-sized width (412 px): the bar wraps onto a second row and grows with it, so every control stays on the
 * brand background (white text on the page's light background would fail contrast) and nothing scrolls sideways.
 */
export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner')
    const bar = banner.getBoundingClientRect()
    await expect(bar.height).toBeGreaterThan(dimensions.pinnedHeaderOffsets[1])
    for (const control of [...banner.querySelectorAll('a, button')]) {
      const box = control.getBoundingClientRect()
      await expect(box.left).toBeGreaterThanOrEqual(bar.left)
      await expect(box.right).toBeLessThanOrEqual(bar.right)
      await expect(box.bottom).toBeLessThanOrEqual(bar.bottom)
    }
  },
}

/** The investor-group dropdown: All Investor Accounts, the groups, Create New Group; 8 visible at once. */
export const InvestorGroups: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Investor group/ }))
    const list = await body(canvasElement).findByRole('listbox')
    const options = within(list).getAllByRole('option')
    await expect(options[0]).toHaveTextContent(ALL_INVESTOR_ACCOUNTS)
    await expect(options.at(-1)).toHaveTextContent(CREATE_NEW_GROUP)
    await expect(list.clientHeight).toBe((options[0]?.offsetHeight ?? 0) * INVESTOR_GROUP_DROPDOWN_ITEMS)
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(
      dimensions.investorGroupDropdownWidth,
    )
    await userEvent.click(within(list).getByRole('option', { name: 'Family Accounts' }))
    await expect(args.investorGroup?.onSelect).toHaveBeenCalledWith('11')
  },
}

export const CreateNewGroup: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Investor group/ }))
    const list = await body(canvasElement).findByRole('listbox')
    list.scrollTop = list.scrollHeight
    await userEvent.click(within(list).getByRole('option', { name: CREATE_NEW_GROUP }))
    await expect(args.investorGroup?.onSelect).toHaveBeenCalledWith(CREATE_GROUP_ID)
  },
}

/** In administration the investor-group dropdown is hidden. */
export const Administration: Story = {
  args: {
    investorGroup: null,
    utility: {
      helpHref: helpHref('home'),
      administration: { href: paths.administration, enabled: true },
      investorRequest: { enabled: true, onOpen: fn() },
    },
    user: {
      userName: 'Daniel Okafor',
      impersonation: 'available',
      onPreferences: fn(),
      onImpersonate: fn(),
      onStopImpersonating: fn(),
      onSignOut: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: /Investor group/ })).toBeNull()
    await expect(canvas.getByRole('link', { name: utilityMenuTexts.administration })).toBeVisible()
  },
}

/** Impersonating a non-administrator: the administration icon is disabled with its tooltip. */
export const Impersonating: Story = {
  args: {
    utility: {
      helpHref: helpHref('home'),
      administration: {
        href: paths.administration,
        enabled: false,
        tooltip: IMPERSONATION_ADMIN_DISABLED_TOOLTIP,
      },
      investorRequest: { enabled: false, onOpen: fn() },
    },
    user: {
      userName: 'Daniel Okafor',
      impersonation: 'active',
      onPreferences: fn(),
      onImpersonate: fn(),
      onStopImpersonating: fn(),
      onSignOut: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const admin = within(canvasElement).getByRole('link', { name: utilityMenuTexts.administration })
    await expect(admin).toHaveAttribute('aria-disabled', 'true')
    await userEvent.hover(admin)
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      IMPERSONATION_ADMIN_DISABLED_TOOLTIP,
    )
    await expect(
      within(canvasElement).getByRole('button', { name: utilityMenuTexts.investorRequest }),
    ).toHaveAttribute('aria-disabled', 'true')
  },
}

export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: /Investor Portal/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.home)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: /Investor group/ })).toHaveFocus()
  },
}
