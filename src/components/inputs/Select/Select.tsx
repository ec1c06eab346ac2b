import { useId } from 'react'
import { ChevronDownIcon } from '../../icons'
import { Popover } from '../../feedback/Popover'
import { componentTexts } from '../../texts'
import { ErrorText, FieldRoot, Hint, Label } from '../Field/field.styles'
import { SearchInput } from '../SearchInput'
import { OptionList, optionId, type SelectOption } from './OptionList'
import { PopupSearch, Trigger, TriggerText, type TriggerTone } from './Select.styles'
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
  const id = useId()
  const labelId = `${id}-label`
  const triggerId = `${id}-trigger`
  const listId = `${id}-list`
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
    initialIndex: (all) => {
      const selected = all.findIndex((option) => option.value === value && !option.disabled)
      return selected >= 0 ? selected : all.findIndex((option) => !option.disabled)
    },
    onPick: (option) => {
      onChange(option.value)
      close(true)
    },
  })
  const selected = options.find((option) => option.value === value)

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
        disabled={disabled}
        $invalid={Boolean(error)}
        $tone={tone}
        $open={open}
        onClick={() => (open ? close(false) : openPopup())}
        onKeyDown={onTriggerKeyDown}
      >
        <TriggerText $placeholder={!selected}>{selected?.label ?? placeholder}</TriggerText>
        <ChevronDownIcon size="sm" />
      </Trigger>
      {hint && <Hint>{hint}</Hint>}
      {error && <ErrorText>{error}</ErrorText>}
      <Popover
        open={open}
        anchorRef={triggerRef}
        width={width}
        onDismiss={() => close(false)}
        onKeyDown={onPopupKeyDown}
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
        <OptionList
          id={listId}
          labelledBy={labelId}
          options={visible}
          activeIndex={activeIndex}
          isSelected={(candidate) => candidate === value}
          onPick={(option) => {
            onChange(option.value)
            close(true)
          }}
          onActivate={setActiveIndex}
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
