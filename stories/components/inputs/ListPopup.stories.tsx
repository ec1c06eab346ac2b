import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
// What a Select or MultiSelect opens (the code it loads on first open), drawn here on its own.
import { ListPopup } from '../../../src/components/inputs/Select/ListPopup'
import { optionId, type SelectOption } from '../../../src/components/inputs/Select/OptionList'
import { useListPopup } from '../../../src/components/inputs/Select/useListPopup'
import { componentTexts } from '../../../src/components/texts'

const funds: SelectOption<string>[] = [
  { value: 'growth-iv', label: 'Growth Partners IV' },
  { value: 'credit-ii', label: 'Senior Credit II' },
  { value: 'credit-iii', label: 'Senior Credit III', disabled: true },
  { value: 'secondaries', label: 'Secondaries Fund VII' },
]

interface HarnessProps {
  searchable: boolean
  onPick: (option: SelectOption<string>) => void
}

/**
 * The popup as its field mounts it: opened from a button in a page already shown (focus needs a visible page),
 * with the field's key handling around it.
 */
function Harness({ searchable, onPick }: HarnessProps) {
  const popup = useListPopup<string>({
    all: funds,
    initialIndex: () => 0,
    onPick: (option) => {
      onPick(option)
      popup.close(true)
    },
  })
  const { triggerRef } = popup
  return (
    <>
      <span id="fund-label">Fund</span>
      <button type="button" ref={triggerRef} onClick={() => popup.openPopup()}>
        Open the list
      </button>
      {popup.open && (
        <div onKeyDown={popup.onPopupKeyDown}>
          <ListPopup
            popup={popup}
            id="fund"
            settings={{ searchable, searchLabel: 'Search funds', isSelected: () => false }}
          />
        </div>
      )}
    </>
  )
}

const open = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the list' }))

const meta = {
  title: 'Components/Inputs/ListPopup',
  component: Harness,
  args: { searchable: true, onPick: fn() },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

/** The search box takes the focus and narrows the list as the reader types (pictured open). */
export const Searchable: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement)
    const canvas = within(canvasElement)
    const search = canvas.getByRole('combobox', { name: 'Search funds' })
    await expect(search).toHaveFocus()
    await userEvent.type(search, 'credit')
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Senior Credit II',
      'Senior Credit III',
    ])
    await expect(search).toHaveAttribute('aria-activedescendant', optionId('fund-popup', 0))
  },
}

/** The arrows skip a disabled option; Enter picks the active one and the button has the focus again. */
export const EnterPicks: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement)
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search funds' }), 'credit')
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.keyboard('{Enter}')
    // Senior Credit III is disabled: the arrow stays on the first match.
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ value: 'credit-ii' }))
    await expect(canvas.getByRole('button', { name: 'Open the list' })).toHaveFocus()
  },
}

/**
 * A query matching nothing says so. The first Escape clears the query (the whole list is back); the next closes
 * the popup and gives the button its focus back.
 */
export const NoMatches: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement)
    const canvas = within(canvasElement)
    const search = canvas.getByRole('combobox', { name: 'Search funds' })
    await userEvent.type(search, 'zzz')
    await expect(canvas.getByRole('status')).toHaveTextContent(componentTexts.noMatches)
    await userEvent.keyboard('{Escape}')
    await expect(search).toHaveValue('')
    await expect(canvas.getAllByRole('option')).toHaveLength(funds.length)
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('listbox')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Open the list' })).toHaveFocus()
    await expect(args.onPick).not.toHaveBeenCalled()
  },
}

/** Without a search box the list itself takes the focus, and End reaches the last option (pictured open). */
export const ListOnly: Story = {
  args: { searchable: false },
  play: async ({ canvasElement }) => {
    await open(canvasElement)
    const list = within(canvasElement).getByRole('listbox', { name: 'Fund' })
    await expect(list).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(list).toHaveAttribute('aria-activedescendant', optionId('fund-popup', 3))
  },
}

/** In the list, Space picks the active option. */
export const SpacePicks: Story = {
  args: { searchable: false },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement)
    await userEvent.keyboard('{End}')
    await userEvent.keyboard(' ')
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ value: 'secondaries' }))
  },
}
