import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { componentTexts } from '../../texts'
import { DropdownField } from '../Field/DropdownField'
import type { TriggerTone } from '../Field/field.styles'
import { SearchInput } from '../SearchInput'
import { OptionList, optionId } from './OptionList'
import { PopupActions, PopupSearch } from './Select.styles'
import type { useListPopup } from './useListPopup'

type ListPopup<V extends string | number> = ReturnType<typeof useListPopup<V>>

export interface ListFieldProps<V extends string | number> {
  /** The popup's state and keyboard model (useListPopup). */
  popup: Pick<
    ListPopup<V>,
    | 'open'
    | 'query'
    | 'visible'
    | 'activeIndex'
    | 'setActiveIndex'
    | 'triggerRef'
    | 'focusTargetRef'
    | 'openPopup'
    | 'close'
    | 'pick'
    | 'changeQuery'
    | 'onTriggerKeyDown'
    | 'onPopupKeyDown'
  >
  label: string
  hideLabel?: boolean
  /** What the closed field shows; `placeholder` styles it as a placeholder. */
  text: string
  placeholder?: boolean
  /** Adds a search field above the options that filters them as you type. */
  searchable?: boolean
  /** The search field's accessible name (default: 'Search'). */
  searchLabel?: string
  /** Whether an option's value is chosen (its check mark, aria-selected). */
  isSelected: (value: V) => boolean
  /** Check boxes for a multiple choice (aria-multiselectable). */
  multiple?: boolean
  /** Options shown before the list scrolls. */
  visibleOptions?: number
  disabled?: boolean
  hint?: string
  error?: string | null
  /** Width of the field and its popup, in pixels. */
  width?: number
  tone?: TriggerTone
  /** Shown under the field (the multi-select's chips). */
  below?: ReactNode
  /** Buttons above the options (the multi-select's Select All and Clear). */
  actions?: ReactNode
  /** Keys inside the popup after the list's own handling (the multi-select keeps Tab inside). */
  onPopupKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
}

/**
 * The field shared by Select and MultiSelect: label, a trigger button that opens a listbox popup, hint and
 * error, and the popup with its optional search box (a combobox pointing at the active option), optional actions
 * and the option list. Without a search box the list itself takes focus when the popup opens.
 */
export function ListField<V extends string | number>({
  popup,
  placeholder = false,
  searchable = false,
  searchLabel = componentTexts.searchPlaceholder,
  isSelected,
  multiple,
  visibleOptions,
  width,
  actions,
  onPopupKeyDown,
  ...field
}: ListFieldProps<V>) {
  const id = useId()
  const labelId = `${id}-label`
  const listId = `${id}-list`
  const { open, activeIndex, focusTargetRef, close } = popup
  const takeFocus = (element: HTMLElement | null) => {
    focusTargetRef.current = element
  }
  return (
    <DropdownField
      {...field}
      width={width}
      labelId={labelId}
      triggerId={`${id}-trigger`}
      triggerRef={popup.triggerRef}
      placeholder={placeholder}
      popup="listbox"
      popupId={listId}
      open={open}
      onTriggerClick={() => (open ? close(false) : popup.openPopup())}
      onTriggerKeyDown={popup.onTriggerKeyDown}
      popupWidth={width}
      onDismiss={() => close(false)}
      onPopupKeyDown={(event) => {
        popup.onPopupKeyDown(event)
        onPopupKeyDown?.(event)
      }}
    >
      {searchable && (
        <PopupSearch>
          <SearchInput
            ref={takeFocus}
            label={searchLabel}
            value={popup.query}
            onChange={popup.changeQuery}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
          />
        </PopupSearch>
      )}
      {actions && <PopupActions>{actions}</PopupActions>}
      <OptionList
        id={listId}
        labelledBy={labelId}
        options={popup.visible}
        activeIndex={activeIndex}
        isSelected={isSelected}
        onPick={popup.pick}
        onActivate={popup.setActiveIndex}
        multiple={multiple}
        visibleOptions={visibleOptions}
        emptyText={componentTexts.noMatches}
        focusable={!searchable}
        listRef={searchable ? undefined : takeFocus}
      />
    </DropdownField>
  )
}
