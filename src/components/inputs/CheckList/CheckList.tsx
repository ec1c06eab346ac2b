import { forwardRef, useDeferredValue, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Virtuoso, type ScrollerProps, type VirtuosoHandle } from 'react-virtuoso'
import styled from 'styled-components'
import { formatPlainCount, needsTooltip } from '../../../domain'
import { Tooltip } from '../../feedback/Tooltip'
import { CheckIcon } from '../../icons'
import { px } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { moveIndex } from '../../utils'
import { Checkbox } from '../Checkbox'
import { Row } from '../../layout/layout'
import { SearchInput } from '../SearchInput'
import { Mark, Option, optionId, Text, type SelectOption } from '../Select/OptionList'
import { theme } from '../../theme/tokens'

export interface CheckListProps<V extends string | number> {
  /** Names the list. */
  label: string
  /** The entity in the helper texts: 'account' gives 'Search accounts' and '3 of 345 accounts selected'. */
  entity: string
  options: readonly SelectOption<V>[]
  selected: readonly V[]
  onChange: (selected: V[]) => void
  disabled?: boolean
  /** Rows shown before the list scrolls. */
  visibleRows?: number
  /** Counts in the user's number format. */
  formatCount?: (count: number) => string
}

const Frame = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`

const Label = styled.span`
  font-weight: ${theme.typography.weight.semibold};
`

const Search = styled.div`
  flex: 1 1 240px;
  max-width: 360px;
`

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.typography.size.sm};
`

const Box = styled.div`
  border: ${px(theme.sizes.border)} solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
`

const Empty = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  color: ${theme.colors.inkMuted};
`

interface ListboxContext {
  id: string
  labelledBy: string
}

/** Virtuoso's scroller as the listbox; focus stays in the search box (aria-activedescendant). */
const ListboxScroller = forwardRef<HTMLDivElement, ScrollerProps & { context?: ListboxContext }>(
  function ListboxScroller({ context, ...props }, ref) {
    return (
      <div
        {...props}
        id={context?.id}
        role="listbox"
        aria-labelledby={context?.labelledBy}
        aria-multiselectable
        tabIndex={-1}
        ref={ref}
      />
    )
  },
)

const PAGE = 8

/**
 * A multiple choice shown in place from a long list (the accounts of a group: hundreds): a search box over a
 * virtualised listbox, and a box that selects or clears every option the search shows. Arrows and Page Up/Down
 * move the active option, Enter toggles it; a click toggles an option.
 */
export function CheckList<V extends string | number>({
  label,
  entity,
  options,
  selected,
  onChange,
  disabled = false,
  visibleRows = PAGE,
  formatCount = formatPlainCount,
}: CheckListProps<V>) {
  const id = useId()
  const listId = `${id}-list`
  const labelId = `${id}-label`
  const listRef = useRef<VirtuosoHandle>(null)
  const { sizes } = theme
  const [query, setQuery] = useState('')
  const [activeIndex, setActiveIndex] = useState(-1)
  // Typing stays immediate; the filter of a long list follows when the browser is free.
  const deferredQuery = useDeferredValue(query)
  const shown = useMemo(() => {
    const needle = deferredQuery.trim().toLowerCase()
    return needle === '' ? options : options.filter((option) => option.label.toLowerCase().includes(needle))
  }, [options, deferredQuery])
  const chosen = useMemo(() => new Set(selected.map(String)), [selected])
  const shownChosen = shown.filter((option) => chosen.has(String(option.value))).length

  const toggle = (option: SelectOption<V>) => {
    if (disabled || option.disabled) return
    onChange(
      chosen.has(String(option.value))
        ? selected.filter((value) => String(value) !== String(option.value))
        : [...selected, option.value],
    )
  }
  const toggleShown = (select: boolean) => {
    const shownValues = new Set(
      shown.filter((option) => !option.disabled).map((option) => String(option.value)),
    )
    const others = selected.filter((value) => !shownValues.has(String(value)))
    onChange(select ? [...others, ...shown.filter((o) => !o.disabled).map((o) => o.value)] : others)
  }
  const activate = (index: number) => {
    setActiveIndex(index)
    if (index >= 0) listRef.current?.scrollIntoView({ index })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault()
      activate(moveIndex(activeIndex, key, shown.length, (i) => shown[i]?.disabled === true))
    } else if (key === 'PageDown' || key === 'PageUp') {
      event.preventDefault()
      if (shown.length > 0)
        activate(Math.min(shown.length - 1, Math.max(0, activeIndex + (key === 'PageDown' ? PAGE : -PAGE))))
    } else if (key === 'Enter') {
      event.preventDefault()
      const option = shown[activeIndex]
      if (option) toggle(option)
    }
  }

  return (
    <Frame>
      <Label id={labelId}>{label}</Label>
      <Row $justify="space-between" $gap="sm">
        <Search>
          <SearchInput
            label={componentTexts.directorySearch(entity)}
            value={query}
            onChange={(value) => {
              setActiveIndex(-1)
              setQuery(value)
            }}
            disabled={disabled}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
            onKeyDown={onKeyDown}
          />
        </Search>
        <Status role="status">
          {componentTexts.checkListSelected(selected.length, options.length, entity, formatCount)}
        </Status>
      </Row>
      <Checkbox
        label={componentTexts.checkListSelectShown(shown.length, entity, formatCount)}
        checked={shown.length > 0 && shownChosen === shown.length}
        indeterminate={shownChosen > 0 && shownChosen < shown.length}
        onChange={toggleShown}
        disabled={disabled || shown.length === 0}
      />
      <Box>
        {shown.length > 0 ? (
          <Virtuoso
            ref={listRef}
            context={{ id: listId, labelledBy: labelId }}
            components={{ Scroller: ListboxScroller }}
            style={{ height: px(Math.min(shown.length, visibleRows) * sizes.option) }}
            data={shown}
            fixedItemHeight={sizes.option}
            increaseViewportBy={visibleRows * sizes.option}
            computeItemKey={(_, option) => String(option.value)}
            itemContent={(index, option) => {
              const isChosen = chosen.has(String(option.value))
              const active = index === activeIndex
              const text = <Text>{option.label}</Text>
              return (
                <Option
                  id={optionId(listId, index)}
                  role="option"
                  aria-selected={isChosen}
                  aria-disabled={disabled || option.disabled || undefined}
                  $active={active}
                  $selected={isChosen}
                  $disabled={disabled || option.disabled === true}
                  onPointerMove={() => !active && setActiveIndex(index)}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => toggle(option)}
                >
                  <Mark $multiple $selected={isChosen} aria-hidden="true">
                    {isChosen && <CheckIcon size="sm" />}
                  </Mark>
                  {needsTooltip(option.label) ? (
                    <Tooltip
                      content={option.label}
                      open={active}
                      describe={false}
                      block
                      placement="bottom-start"
                    >
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
          <>
            <div id={listId} role="listbox" aria-labelledby={labelId} />
            <Empty>{componentTexts.checkListNoMatches(entity)}</Empty>
          </>
        )}
      </Box>
    </Frame>
  )
}
