import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { componentTexts } from '../../../src/components/texts'
import { DirectoryPicker, type DirectoryPickerProps, type DirectoryState } from '../../../src/components'
import { CHIP_LIMIT, InvestorIndex, multiSelectTexts, type DirectoryEntry } from '../../../src/domain'
import { longFundName } from '../fixtures'
import { Column, Stage } from '../Stage'

/** A directory held in the story: names from a few parts, indexed with the domain's InvestorIndex. */
const PLACES = ['Ashford', 'Calder', 'Zürich Lake', 'Oakhurst', 'Pembroke']
const KINDS = ['Pension Plan', 'Family Office', 'Endowment', 'Foundation']
const entries: readonly DirectoryEntry[] = Object.freeze(
  Array.from({ length: 2000 }, (_, i) => ({
    id: i + 1,
    name:
      i === 3
        ? `${longFundName} Investor`
        : `${PLACES[i % PLACES.length]} ${KINDS[Math.floor(i / PLACES.length) % KINDS.length]} ${Math.floor(i / 20) + 1}`,
  })),
)
const index = new InvestorIndex()
entries.forEach((entry) => index.add(entry))
index.seal()

type Props = DirectoryPickerProps & { fixed?: DirectoryState | null }

/** Answers like the screen's hook: the state the story fixes, else the in-story directory searched as typed. */
function Controlled({ fixed, ...props }: Props) {
  const [selected, setSelected] = useState(props.selected)
  const [query, setQuery] = useState('')
  const matches = index.search(query)
  const ready: DirectoryState = {
    status: 'ready',
    total: entries.length,
    matches: matches?.length ?? entries.length,
    rowAt: (position) => index.entry(matches ? (matches[position] ?? -1) : position),
  }
  return (
    <Stage>
      <Column>
        <DirectoryPicker
          {...props}
          state={fixed === undefined ? ready : fixed}
          query={query}
          onQueryChange={(text) => {
            setQuery(text)
            props.onQueryChange(text)
          }}
          selected={selected}
          onChange={(next) => {
            setSelected(next)
            props.onChange(next)
          }}
        />
      </Column>
    </Stage>
  )
}

/**
 * A multiple choice from a directory too large for the page (the million investors of the schedule of
 * investments' download): the caller answers counts and the rows on screen; the list renders only those.
 */
const meta = {
  title: 'Components/Inputs/DirectoryPicker',
  component: DirectoryPicker,
  args: {
    label: 'Investors',
    entity: 'Investor',
    state: null,
    query: '',
    selected: [],
    onQueryChange: fn(),
    onOpen: fn(),
    onRetry: fn(),
    onRangeChange: fn(),
    onChange: fn(),
  },
  render: (args) => <Controlled {...(args as Props)} />,
} satisfies Meta<Props>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Investors/ })
const search = (canvasElement: HTMLElement) =>
  body(canvasElement).findByRole('combobox', { name: 'Search Investors' })

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(multiSelectTexts.all('Investor'))
    await userEvent.click(trigger(canvasElement))
    await expect(args.onOpen).toHaveBeenCalledOnce()
    await expect(await search(canvasElement)).toHaveFocus()
    const list = body(canvasElement).getByRole('listbox')
    await expect(list).toHaveAttribute('aria-multiselectable', 'true')
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent(
      componentTexts.directorySize(2000, 'Investor'),
    )
    // Only the rows on screen (and a screen either side) are in the DOM, and the caller is told which.
    const options = await within(list).findAllByRole('option')
    await expect(options.length).toBeLessThanOrEqual(24)
    await waitFor(() => expect(args.onRangeChange).toHaveBeenCalledWith(0, expect.any(Number)))
    await userEvent.click(within(list).getByRole('option', { name: 'Calder Pension Plan 1' }))
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 2, name: 'Calder Pension Plan 1' }])
    await expect(trigger(canvasElement)).toHaveTextContent(multiSelectTexts.selected(1, 'Investor'))
  },
}

/** Typing searches (accents ignored); arrows move through the matches and Enter picks; Escape closes. */
export const SearchAndKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement))
    const box = await search(canvasElement)
    await userEvent.type(box, 'zurich lake endowment 3')
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('zurich lake endowment 3')
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent(
      componentTexts.directoryMatches(11, 2000, 'Investor'),
    )
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const active = box.getAttribute('aria-activedescendant')
    await expect(active).toBeTruthy()
    await expect(canvasElement.ownerDocument.getElementById(active!)).toHaveTextContent(
      'Zürich Lake Endowment 30',
    )
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'Zürich Lake Endowment 30' }),
    ])
    // Escape clears the search first (as every search box does), then closes.
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveValue('')
    await userEvent.keyboard('{Escape}')
    await expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument()
    await expect(trigger(canvasElement)).toHaveFocus()
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove Zürich Lake Endowment 30' }),
    ).toBeVisible()
  },
}

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement))
    await userEvent.type(await search(canvasElement), 'nobody at all')
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent(
      componentTexts.directoryMatches(0, 2000, 'Investor'),
    )
    await expect(within(body(canvasElement).getByRole('listbox')).queryAllByRole('option')).toHaveLength(0)
  },
}

/** The selection as chips (at most 5, then '+N more selected'); Clear empties it (all investors again). */
export const Selected: Story = {
  args: { selected: entries.slice(0, 7) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(trigger(canvasElement)).toHaveTextContent(multiSelectTexts.selected(7, 'Investor'))
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(CHIP_LIMIT)
    await expect(canvas.getByText(multiSelectTexts.moreSelected(2))).toBeVisible()
    await userEvent.click(trigger(canvasElement))
    await userEvent.click(
      await body(canvasElement).findByRole('button', { name: componentTexts.clearSelection }),
    )
    await expect(args.onChange).toHaveBeenLastCalledWith([])
    await expect(trigger(canvasElement)).toHaveTextContent(multiSelectTexts.all('Investor'))
  },
}

/** A name of 45 characters or more is cut short in its row and shown whole in a tooltip when active. */
export const LongName: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement))
    await userEvent.type(await search(canvasElement), 'continuation')
    await userEvent.keyboard('{ArrowDown}')
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      `${longFundName} Investor`,
    )
  },
}

/** While the directory loads: a spinner and 'Loading Investors…', no list yet. */
export const Loading: Story = {
  args: { fixed: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement))
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent(
      componentTexts.directoryLoading('Investor'),
    )
    await expect(within(body(canvasElement).getByRole('listbox')).queryAllByRole('option')).toHaveLength(0)
  },
}

/** The load failed: the call's §8 text and 'Try again'. */
export const Failed: Story = {
  args: { fixed: { status: 'failed', message: 'Failed to load Investors' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement))
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent('Failed to load Investors')
    await userEvent.click(body(canvasElement).getByRole('button', { name: componentTexts.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
