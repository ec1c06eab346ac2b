import { useId } from 'react'
import styled from 'styled-components'
import { documentTexts, multiSelectLabel, selectedChips } from '../../../domain'
import { Popover } from '../../feedback/Popover'
import { ChevronDownIcon } from '../../icons'
import { componentTexts } from '../../texts'
import { trapTabKey } from '../../utils'
import { Button } from '../Button'
import { ErrorText, FieldRoot, Hint, Label } from '../Field/field.styles'
import { SearchInput } from '../SearchInput'
import { OptionList, optionId, type SelectOption } from '../Select/OptionList'
import { PopupActions, PopupSearch, Trigger, TriggerText } from '../Select/Select.styles'
import { useListPopup } from '../Select/useListPopup'
import { Chip } from './Chip'

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
`

const More = styled.li`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`

export interface MultiSelectProps<V extends string | number> {
  label: string
  hideLabel?: boolean
  /** The entity in the labels: 'Fund' gives 'All Funds', 'No Funds available', '3 Funds selected'. */
  entity: string
  options: readonly SelectOption<V>[]
  /** The selected values; an empty selection means all (the caller sends null, spec §5). */
  selected: readonly V[]
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
 * follow spec §5: 'All {entity}s', 'No {entity}s available', 'N {entity}s selected'.
 */
export function MultiSelect<V extends string | number>({
  label,
  hideLabel,
  entity,
  options,
  selected,
  onChange,
  searchable = false,
  searchLabel = componentTexts.searchPlaceholder,
  showChips = true,
  disabled,
  hint,
  error,
  width,
  visibleOptions,
}: MultiSelectProps<V>) {
  const id = useId()
  const labelId = `${id}-label`
  const triggerId = `${id}-trigger`
  const listId = `${id}-list`
  const toggle = (option: SelectOption<V>) =>
    onChange(
      selected.includes(option.value)
        ? selected.filter((value) => value !== option.value)
        : options.filter((o) => o.value === option.value || selected.includes(o.value)).map((o) => o.value),
    )
  const {
    open,
    query,
    visible,
    activeIndex,
    setActiveIndex,
    triggerRef,
    focusTargetRef,
    openPopup,
    close,
    changeQuery,
    onTriggerKeyDown,
    onPopupKeyDown,
  } = useListPopup<V>({
    all: options,
    initialIndex: (all) => all.findIndex((option) => !option.disabled),
    onPick: toggle,
    trapTab: true,
  })
  const summary = multiSelectLabel(entity, selected.length, options.length)
  const selectedOptions = options.filter((option) => selected.includes(option.value))
  const { chips, more } = selectedChips(selectedOptions)
  const noOptions = options.length === 0

  return (
    <FieldRoot $width={width}>
      <Label id={labelId} htmlFor={triggerId} $hidden={hideLabel}>
        {label}
      </Label>
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${triggerId}`}
        aria-invalid={error ? true : undefined}
        disabled={disabled || noOptions}
        $invalid={Boolean(error)}
        $tone="default"
        $open={open}
        onClick={() => (open ? close(false) : openPopup())}
        onKeyDown={onTriggerKeyDown}
      >
        <TriggerText $placeholder={false}>{summary}</TriggerText>
        <ChevronDownIcon size="sm" />
      </Trigger>
      {hint && <Hint>{hint}</Hint>}
      {error && <ErrorText>{error}</ErrorText>}
      {showChips && chips.length > 0 && (
        <Chips aria-label={summary}>
          {chips.map((option) => (
            <Chip key={String(option.value)} label={option.label} onRemove={() => toggle(option)} />
          ))}
          {more && <More>{more}</More>}
        </Chips>
      )}
      <Popover
        open={open}
        anchorRef={triggerRef}
        width={width}
        onDismiss={() => close(false)}
        onKeyDown={(event) => {
          onPopupKeyDown(event)
          trapTabKey(event, event.currentTarget)
        }}
      >
        {searchable && (
          <PopupSearch>
            <SearchInput
              ref={(element: HTMLInputElement | null) => {
                focusTargetRef.current = element
              }}
              label={searchLabel}
              value={query}
              onChange={changeQuery}
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
            />
          </PopupSearch>
        )}
        <PopupActions>
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
        </PopupActions>
        <OptionList
          id={listId}
          labelledBy={labelId}
          options={visible}
          activeIndex={activeIndex}
          isSelected={(value) => selected.includes(value)}
          onPick={toggle}
          onActivate={setActiveIndex}
          multiple
          visibleOptions={visibleOptions}
          emptyText={componentTexts.noMatches}
          focusable={!searchable}
          listRef={
            searchable
              ? undefined
              : (element) => {
                  focusTargetRef.current = element
                }
          }
        />
      </Popover>
    </FieldRoot>
  )
}
