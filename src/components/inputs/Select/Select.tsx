import { componentTexts } from '../../texts'
import { ListField, listFocusRef, useListFieldIds } from './ListField'
import { OptionList, type SelectOption } from './OptionList'
import type { TriggerTone } from './Select.styles'
import { useListPopup } from './useListPopup'

export interface SelectProps<V extends string | number> {
  /** The field's label; with hideLabel it is the accessible name only. */
  label: string
  hideLabel?: boolean
  options: readonly SelectOption<V>[]
  /** The selected value, null for none. */
  value: V | null
  onChange: (value: V) => void
  /** Shown while nothing is selected. */
  placeholder?: string
  /** Adds a search field above the options that filters them as you type. */
  searchable?: boolean
  /** The search field's accessible name (default: 'Search'). */
  searchLabel?: string
  disabled?: boolean
  hint?: string
  error?: string | null
  /** Width of the field and its list, in pixels (the investor-group dropdown is 240). */
  width?: number
  /** Options shown before the list scrolls (the investor-group dropdown shows 8). */
  visibleOptions?: number
  /** inverse: on the brand-coloured header. */
  tone?: TriggerTone
}

/** A single-choice dropdown (listbox), optionally searchable; labels of 45+ characters get a tooltip. */
export function Select<V extends string | number>({
  label,
  hideLabel,
  options,
  value,
  onChange,
  placeholder = componentTexts.selectPlaceholder,
  searchable = false,
  searchLabel = componentTexts.searchPlaceholder,
  disabled,
  hint,
  error,
  width,
  visibleOptions,
  tone = 'default',
}: SelectProps<V>) {
  const ids = useListFieldIds()
  const popup = useListPopup<V>({
    all: options,
    initialIndex: (all) => {
      const selected = all.findIndex((option) => option.value === value && !option.disabled)
      return selected >= 0 ? selected : all.findIndex((option) => !option.disabled)
    },
    onPick: (option) => {
      onChange(option.value)
      popup.close(true)
    },
  })
  const selected = options.find((option) => option.value === value)

  return (
    <ListField
      ids={ids}
      popup={popup}
      label={label}
      hideLabel={hideLabel}
      text={selected?.label ?? placeholder}
      placeholder={!selected}
      searchable={searchable}
      searchLabel={searchLabel}
      disabled={disabled}
      hint={hint}
      error={error}
      width={width}
      tone={tone}
    >
      <OptionList
        id={ids.listId}
        labelledBy={ids.labelId}
        options={popup.visible}
        activeIndex={popup.activeIndex}
        isSelected={(candidate) => candidate === value}
        onPick={(option) => {
          onChange(option.value)
          popup.close(true)
        }}
        onActivate={popup.setActiveIndex}
        visibleOptions={visibleOptions}
        emptyText={componentTexts.noMatches}
        focusable={!searchable}
        listRef={listFocusRef(searchable, popup.focusTargetRef)}
      />
    </ListField>
  )
}
