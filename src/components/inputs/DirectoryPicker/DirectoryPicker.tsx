import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Virtuoso, type ScrollerProps, type VirtuosoHandle } from 'react-virtuoso'
import styled from 'styled-components'
import {
  formatPlainCount,
  multiSelectTexts,
  needsTooltip,
  selectedChips,
  type DirectoryEntry,
} from '../../../domain'
import { Spinner } from '../../feedback/Spinner'
import { Tooltip } from '../../feedback/Tooltip'
import { CheckIcon } from '../../icons'
import { px } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { moveIndex, trapTabKey } from '../../utils'
import { Button } from '../Button'
import { DropdownField, dropdownIds } from '../Field/DropdownField'
import { ChipList } from '../MultiSelect/Chip'
import { SearchInput } from '../SearchInput'
import { Mark, Option, optionId, Text } from '../Select/OptionList'
import { PopupActions, PopupSearch } from '../Select/Select.styles'
import { theme } from '../../theme/tokens'

/** The directory as the picker sees it: loading, failed with the call's text, or ready to read by position. */
export type DirectoryState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready'
      /** Entries in the directory. */
      total: number
      /** Entries matching the current query (the total for a blank query). */
      matches: number
      /** The match at a position, once the caller has it (a placeholder row is shown until then). */
      rowAt: (position: number) => DirectoryEntry | undefined
    }

/** Where the picker's entries come from: the caller loads, searches and reads the directory. */
export interface DirectorySource {
  /** Null until the first opening asks for it (`onOpen`). */
  state: DirectoryState | null
  query: string
  onQueryChange: (query: string) => void
  /** The popup opened: the caller loads the directory if it has not yet. */
  onOpen: () => void
  onRetry: () => void
  /** The positions [from, to) the list shows: the caller fetches their rows. */
  onRangeChange: (from: number, to: number) => void
}

export interface DirectoryPickerProps extends DirectorySource {
  label: string
  /** The entity in the labels: 'Investor' gives 'All Investors' and '2 Investors selected'. */
  entity: string
  /** The chosen entries; none chosen means all (the caller sends null). */
  selected: readonly DirectoryEntry[]
  onChange: (selected: DirectoryEntry[]) => void
  /** Counts in the user's number format. */
  formatCount?: (count: number) => string
  width?: number
  disabled?: boolean
  hint?: string
}

const VISIBLE_ROWS = 8
const PAGE_KEYS = { PageDown: VISIBLE_ROWS, PageUp: -VISIBLE_ROWS } as const

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.typography.size.sm};
`

const Placeholder = styled(Text)`
  color: ${theme.colors.inkMuted};
`

/** What the list's scroller needs to be the listbox itself (the list's only scrolling, unfocusable element). */
interface ListboxContext {
  id: string
  labelledBy: string
}

const listboxProps = ({ id, labelledBy }: ListboxContext) =>
  ({ id, role: 'listbox', 'aria-labelledby': labelledBy, 'aria-multiselectable': true }) as const

/**
 * Virtuoso's scroller as the listbox: focus stays in the search box (aria-activedescendant), so the scroller is
 * not a tab stop, and no focusable element sits between the listbox and its options.
 */
const ListboxScroller = forwardRef<HTMLDivElement, ScrollerProps & { context?: ListboxContext }>(
  function ListboxScroller({ context, ...props }, ref) {
    return <div {...props} {...(context && listboxProps(context))} ref={ref} tabIndex={-1} />
  },
)

/**
 * A multiple choice from a directory too large to hold on the page (a million investors): the caller keeps the
 * entries elsewhere (a worker) and answers the count and the rows of the positions on screen; the list renders
 * only those rows. The search box is a combobox over the list: arrows, Page Up/Down move the active entry, Enter
 * picks it, Escape closes. The selection shows as chips under the field.
 */
export function DirectoryPicker({
  entity,
  state,
  query,
  onQueryChange,
  onOpen,
  onRetry,
  onRangeChange,
  selected,
  onChange,
  formatCount = formatPlainCount,
  width = 440,
  ...field
}: DirectoryPickerProps) {
  const id = useId()
  const { labelId, popupId: listId } = dropdownIds(id)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<VirtuosoHandle>(null)
  const { sizes } = theme
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const ready = state?.status === 'ready' ? state : null
  const matches = ready?.matches ?? 0

  useEffect(() => {
    if (open) searchRef.current?.focus()
  }, [open])

  const isSelected = (entry: DirectoryEntry) => selected.some((chosen) => chosen.id === entry.id)
  const toggle = (entry: DirectoryEntry) =>
    onChange(isSelected(entry) ? selected.filter((chosen) => chosen.id !== entry.id) : [...selected, entry])

  const openPopup = () => {
    setActiveIndex(-1)
    setOpen(true)
    onOpen()
  }
  const close = (focusTrigger: boolean) => {
    setOpen(false)
    if (focusTrigger) triggerRef.current?.focus()
  }
  const activate = (index: number) => {
    setActiveIndex(index)
    if (index >= 0) listRef.current?.scrollIntoView({ index })
  }

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault()
      activate(moveIndex(activeIndex, key, matches))
    } else if (key === 'PageDown' || key === 'PageUp') {
      event.preventDefault()
      if (matches > 0) activate(Math.min(matches - 1, Math.max(0, activeIndex + PAGE_KEYS[key])))
    } else if (key === 'Enter' && event.target === searchRef.current) {
      event.preventDefault()
      const entry = ready?.rowAt(activeIndex)
      if (entry) toggle(entry)
    } else if (key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
    } else trapTabKey(event, event.currentTarget)
  }

  const summary =
    selected.length === 0 ? multiSelectTexts.all(entity) : multiSelectTexts.selected(selected.length, entity)
  const { chips, more } = selectedChips([...selected])
  const count =
    ready &&
    (ready.matches === ready.total
      ? componentTexts.directorySize(ready.total, entity, formatCount)
      : componentTexts.directoryMatches(ready.matches, ready.total, entity, formatCount))

  return (
    <DropdownField
      {...field}
      width={width}
      id={id}
      triggerRef={triggerRef}
      text={summary}
      placeholder={false}
      popup="listbox"
      open={open}
      onTriggerClick={() => (open ? close(false) : openPopup())}
      onTriggerKeyDown={(event) => {
        if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
          event.preventDefault()
          openPopup()
        }
      }}
      onDismiss={() => close(false)}
      onPopupKeyDown={onPopupKeyDown}
      below={
        <ChipList
          label={summary}
          chips={chips.map((entry) => ({ key: entry.id, label: entry.name, onRemove: () => toggle(entry) }))}
          more={more}
        />
      }
    >
      <PopupSearch>
        <SearchInput
          ref={searchRef}
          label={componentTexts.directorySearch(entity)}
          value={query}
          onChange={(value) => {
            setActiveIndex(-1)
            onQueryChange(value)
          }}
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={ready && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
        />
      </PopupSearch>
      <PopupActions>
        <Status role="status">
          {(!state || state.status === 'loading') && (
            <>
              <Spinner label={null} />
              {componentTexts.directoryLoading(entity)}
            </>
          )}
          {state?.status === 'failed' && state.message}
          {count}
        </Status>
        {state?.status === 'failed' ? (
          <Button variant="ghost" size="sm" onClick={onRetry}>
            {componentTexts.retry}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => onChange([])} disabled={selected.length === 0}>
            {componentTexts.clearSelection}
          </Button>
        )}
      </PopupActions>
      {ready && matches > 0 ? (
        <Virtuoso
          ref={listRef}
          context={{ id: listId, labelledBy: labelId }}
          components={{ Scroller: ListboxScroller }}
          style={{ height: px(Math.min(matches, VISIBLE_ROWS) * sizes.option) }}
          totalCount={matches}
          fixedItemHeight={sizes.option}
          increaseViewportBy={VISIBLE_ROWS * sizes.option}
          rangeChanged={({ startIndex, endIndex }) => onRangeChange(startIndex, endIndex + 1)}
          itemContent={(position) => {
            const entry = ready.rowAt(position)
            const chosen = entry !== undefined && isSelected(entry)
            const active = position === activeIndex
            const text = <Text>{entry?.name}</Text>
            return (
              <Option
                id={optionId(listId, position)}
                role="option"
                aria-selected={chosen}
                aria-busy={entry ? undefined : true}
                $active={active}
                $selected={chosen}
                $disabled={false}
                onPointerMove={() => !active && setActiveIndex(position)}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => entry && toggle(entry)}
              >
                <Mark $multiple $selected={chosen} aria-hidden="true">
                  {chosen && <CheckIcon size="sm" />}
                </Mark>
                {!entry ? (
                  <Placeholder>{componentTexts.loading}</Placeholder>
                ) : needsTooltip(entry.name) ? (
                  <Tooltip content={entry.name} open={active} describe={false} block placement="bottom-start">
                    {text}
                  </Tooltip>
                ) : (
                  text
                )}
              </Option>
            )
          }}
        />
      ) : (
        <div {...listboxProps({ id: listId, labelledBy: labelId })} />
      )}
    </DropdownField>
  )
}
