import { componentTexts } from '../../texts'
import type { TriggerTone } from '../Field/Field.styles'
import { ListField } from './ListField'
import type { SelectOption } from './OptionList'
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
  options,
  value,
  onChange,
  placeholder = componentTexts.selectPlaceholder,
  ...field
}: SelectProps<V>) {
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
      {...field}
      popup={popup}
      text={selected?.label ?? placeholder}
      placeholder={!selected}
      isSelected={(candidate) => candidate === value}
    />
  )
}
