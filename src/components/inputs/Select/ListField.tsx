import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { componentTexts } from '../../texts'
import { popupCode } from '../../utils'
import { DropdownField } from '../Field/DropdownField'
import type { TriggerTone } from '../Field/Field.styles'
import type { ListPopupProps } from './ListPopup'
import type { ListFieldPopup } from './useListPopup'

/** The popup's code (search box, option list) loads when a list is first opened. */
const ListPopup = popupCode(() => import('./ListPopup').then((module) => module.ListPopup)) as <
  V extends string | number,
>(
  props: ListPopupProps<V>,
) => ReactNode

export interface ListFieldProps<V extends string | number> {
  /** The popup's state and keyboard model (useListPopup). */
  popup: ListFieldPopup<V>
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
 * The field shared by Select and MultiSelect: label, a trigger button that opens a listbox popup (ListPopup), hint
 * and error.
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
  const { open, close } = popup
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
      <ListPopup
        popup={popup}
        listId={listId}
        labelId={labelId}
        searchable={searchable}
        searchLabel={searchLabel}
        isSelected={isSelected}
        multiple={multiple}
        visibleOptions={visibleOptions}
        actions={actions}
      />
    </DropdownField>
  )
}
