import { useEffect, useRef, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { needsTooltip, type FilterOption } from '../../../domain'
import { Tooltip } from '../../feedback/Tooltip'
import { CheckIcon } from '../../icons'
import { centredIcon, px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

/** An option of Select and MultiSelect: the domain's FilterOption, optionally disabled. */
export interface SelectOption<V extends string | number = string> extends FilterOption<V> {
  disabled?: boolean
}

const List = styled.ul<{ $visible?: number }>`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: ${({ $visible }) =>
    px($visible === undefined ? theme.sizes.listMaxHeight : $visible * theme.sizes.option)};
  overflow-y: auto;
  outline: none;
`

export const Option = styled.li<{ $active: boolean; $selected: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  height: ${px(theme.sizes.option)};
  padding: 0 ${theme.space.md};
  color: ${({ $disabled }) => ($disabled ? theme.colors.disabled : theme.colors.ink)};
  background: ${({ $active }) => ($active ? theme.colors.actionSubtle : 'transparent')};
  font-weight: ${({ $selected }) =>
    $selected ? theme.typography.weight.semibold : theme.typography.weight.regular};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  box-shadow: ${({ $active }) => ($active ? `inset ${theme.sizes.indicator}px 0 0 ${theme.colors.action}` : 'none')};
`

export const Mark = styled.span<{ $multiple: boolean; $selected: boolean }>`
  ${centredIcon}
  width: ${px(theme.sizes.checkbox)};
  height: ${px(theme.sizes.checkbox)};
  border-radius: ${theme.radii.sm};
  border: ${({ $multiple }) => ($multiple ? `${theme.sizes.border}px solid ${theme.colors.control}` : '0')};
  background: ${({ $multiple, $selected }) => ($multiple && $selected ? theme.colors.action : 'transparent')};
  color: ${({ $multiple }) => ($multiple ? theme.colors.inkInverse : theme.colors.action)};
  visibility: ${({ $multiple, $selected }) => ($multiple || $selected ? 'visible' : 'hidden')};
`

export const Text = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

export const Empty = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  color: ${theme.colors.inkMuted};
`

export const optionId = (listId: string, index: number): string => `${listId}-option-${index}`

export interface OptionListProps<V extends string | number> {
  id: string
  /** Names the listbox (the field's label element id). */
  labelledBy: string
  options: readonly SelectOption<V>[]
  /** The highlighted option (aria-activedescendant), -1 for none. */
  activeIndex: number
  isSelected: (value: V) => boolean
  onPick: (option: SelectOption<V>) => void
  onActivate: (index: number) => void
  multiple?: boolean
  /** Options shown before the list scrolls (the investor-group dropdown shows 8). */
  visibleOptions?: number
  emptyText: string
  /** When the list itself holds focus (no search field), it carries the keyboard handling. */
  focusable?: boolean
  onKeyDown?: (event: KeyboardEvent<HTMLUListElement>) => void
  /** Receives the list element (to focus it). */
  listRef?: (element: HTMLUListElement | null) => void
}

/**
 * The listbox of Select and MultiSelect. Long labels (45 characters or more) are truncated and shown whole in a
 * tooltip when the option is hovered or active (spec §5).
 */
export function OptionList<V extends string | number>({
  id,
  labelledBy,
  options,
  activeIndex,
  isSelected,
  onPick,
  onActivate,
  multiple = false,
  visibleOptions,
  emptyText,
  focusable = false,
  onKeyDown,
  listRef,
}: OptionListProps<V>) {
  const ownRef = useRef<HTMLUListElement | null>(null)
  useEffect(() => {
    const active = ownRef.current?.querySelector(`#${CSS.escape(optionId(id, activeIndex))}`)
    active?.scrollIntoView({ block: 'nearest' })
  }, [id, activeIndex])

  if (options.length === 0) {
    return (
      <Empty id={id} role="status">
        {emptyText}
      </Empty>
    )
  }
  return (
    <List
      ref={(element) => {
        ownRef.current = element
        listRef?.(element)
      }}
      id={id}
      role="listbox"
      aria-labelledby={labelledBy}
      aria-multiselectable={multiple || undefined}
      aria-activedescendant={focusable && activeIndex >= 0 ? optionId(id, activeIndex) : undefined}
      tabIndex={focusable ? 0 : undefined}
      onKeyDown={onKeyDown}
      $visible={visibleOptions}
    >
      {options.map((option, index) => {
        const selected = isSelected(option.value)
        const active = index === activeIndex
        const label = <Text>{option.label}</Text>
        return (
          <Option
            key={String(option.value)}
            id={optionId(id, index)}
            role="option"
            aria-selected={selected}
            aria-disabled={option.disabled || undefined}
            $active={active}
            $selected={selected}
            $disabled={option.disabled === true}
            onPointerMove={() => {
              if (!active) onActivate(index)
            }}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!option.disabled) onPick(option)
            }}
          >
            <Mark $multiple={multiple} $selected={selected} aria-hidden="true">
              {(selected || multiple) && <CheckIcon size="sm" />}
            </Mark>
            {needsTooltip(option.label) ? (
              <Tooltip content={option.label} open={active} describe={false} block placement="bottom-start">
                {label}
              </Tooltip>
            ) : (
              label
            )}
          </Option>
        )
      })}
    </List>
  )
}
