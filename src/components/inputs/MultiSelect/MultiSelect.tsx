import { documentTexts, multiSelectLabel, selectedChips } from '../../../domain'
import { componentTexts } from '../../texts'
import { trapTabKey } from '../../utils'
import { Button } from '../Button'
import { ListField } from '../Select/ListField'
import type { SelectOption } from '../Select/OptionList'
import { useListPopup } from '../Select/useListPopup'
import { ChipList } from './Chip'

export interface MultiSelectProps<V extends string | number> {
  label: string
  hideLabel?: boolean
  /** The entity, singular, in the labels: 'Fund' gives 'All Funds', 'No Funds available', '1 Fund selected'. */
  entity: string
  options: readonly SelectOption<V>[]
  /** The selected values; an empty selection means all (the caller sends null, spec §5). */
  selected: readonly V[]
  /** Where an empty selection means none rather than all (an investor request's funds): the text shown for it. */
  noneSelectedText?: string
  onChange: (selected: V[]) => void
  searchable?: boolean
  searchLabel?: string
  /** Shows the selection as removable chips under the field (at most 5, then '+N more selected'). */
  showChips?: boolean
  disabled?: boolean
  hint?: string
  error?: string | null
  width?: number
  visibleOptions?: number
}

/**
 * A multiple-choice dropdown with Select All and Clear, optional search, and chips for the selection. Labels
 * follow spec §5: 'All {entity}s', 'No {entity}s available', 'N {entity}s selected', the entity singular for one
 * ('1 Fund selected').
 */
export function MultiSelect<V extends string | number>({
  entity,
  options,
  selected,
  onChange,
  showChips = true,
  noneSelectedText,
  disabled,
  ...field
}: MultiSelectProps<V>) {
  const toggle = (option: SelectOption<V>) =>
    onChange(
      selected.includes(option.value)
        ? selected.filter((value) => value !== option.value)
        : options.filter((o) => o.value === option.value || selected.includes(o.value)).map((o) => o.value),
    )
  const popup = useListPopup<V>({
    all: options,
    initialIndex: (all) => all.findIndex((option) => !option.disabled),
    onPick: toggle,
    trapTab: true,
  })
  const summary =
    noneSelectedText && selected.length === 0 && options.length > 0
      ? noneSelectedText
      : multiSelectLabel(entity, selected.length, options.length)
  const selectedOptions = options.filter((option) => selected.includes(option.value))
  const { chips, more } = selectedChips(selectedOptions)
  const noOptions = options.length === 0

  return (
    <ListField
      {...field}
      popup={popup}
      text={summary}
      disabled={disabled || noOptions}
      isSelected={(value) => selected.includes(value)}
      multiple
      below={
        showChips && (
          <ChipList
            label={summary}
            chips={chips.map((option) => ({
              key: option.value,
              label: option.label,
              onRemove: () => toggle(option),
            }))}
            more={more}
          />
        )
      }
      actions={
        <>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(options.filter((o) => !o.disabled).map((o) => o.value))}
          >
            {documentTexts.selectAll}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onChange([])}>
            {componentTexts.clearSelection}
          </Button>
        </>
      }
      onPopupKeyDown={(event) => trapTabKey(event, event.currentTarget)}
    />
  )
}
