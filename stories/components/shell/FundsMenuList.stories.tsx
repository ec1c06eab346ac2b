import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
// What the Funds menu opens (the code it loads on first open), drawn here on its own.
import { FundsMenuList } from '../../../src/components/shell/NavTabs/FundsMenuList'
import type { FundLink } from '../../../src/components/shell/NavTabs/FundsMenuList'
import { componentTexts } from '../../../src/components/texts'
import { navigationTabTexts } from '../../../src/domain'

const families = ['Flagship Partners', 'Senior Credit', 'Secondaries Fund', 'Infrastructure Income']

/** A manager's book: 1,500 fund profiles, of which the list draws only those in view. */
const manyFunds: FundLink[] = Array.from({ length: 1500 }, (_, index) => ({
  id: 1001 + index,
  label: `${families[index % families.length]} ${Math.floor(index / families.length) + 1}`,
  href: `/fund-profile/${1001 + index}`,
}))

const meta = {
  title: 'Components/Shell/FundsMenuList',
  component: FundsMenuList,
  args: { links: manyFunds, onClose: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FundsMenuList>

export default meta
type Story = StoryObj<typeof meta>

const fundsList = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: navigationTabTexts.funds })

/**
 * 1,500 funds: only the links in view are drawn, each saying its place in the whole list; the search box takes the
 * focus, typing narrows the list, ArrowDown moves into it and a link followed goes in the app and closes the menu.
 */
export const Searchable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const search = canvas.getByRole('searchbox', { name: componentTexts.fundsSearch })
    await waitFor(() => expect(search).toHaveFocus())
    const drawn = within(fundsList(canvasElement)).getAllByRole('listitem')
    await expect(drawn.length).toBeLessThan(40)
    await expect(drawn[0]).toHaveAttribute('aria-setsize', '1500')

    await userEvent.type(search, 'Senior Credit 375')
    const matches = within(fundsList(canvasElement)).getAllByRole('link')
    await expect(matches.map((link) => link.textContent)).toEqual(['Senior Credit 375'])
    await userEvent.keyboard('{ArrowDown}')
    await expect(matches[0]).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(inAppNavigation).toHaveBeenLastCalledWith('/fund-profile/2498')
    await expect(args.onClose).toHaveBeenCalledWith(false)
  },
}

/**
 * A search that matches no fund says so. The first Escape clears the search (every fund is back), the second closes
 * the menu and gives the focus back to its button.
 */
export const NoMatches: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const search = canvas.getByRole('searchbox', { name: componentTexts.fundsSearch })
    await userEvent.type(search, 'Venture')
    await expect(canvas.getByRole('status')).toHaveTextContent(componentTexts.noMatches)
    await userEvent.keyboard('{Escape}')
    await expect(search).toHaveValue('')
    await expect(args.onClose).not.toHaveBeenCalled()
    await expect(within(fundsList(canvasElement)).getAllByRole('listitem')[0]).toHaveAttribute(
      'aria-setsize',
      '1500',
    )
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledWith(true)
  },
}

/** An investor entitled to no fund. */
export const NoFunds: Story = {
  args: { links: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(componentTexts.noFunds)
  },
}
