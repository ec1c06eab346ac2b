import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { popupCode } from '../../utils'
import { DropdownField } from '../Field/DropdownField'
import type { TriggerTone } from '../Field/Field.styles'
import type { ListPopupProps, ListSettings } from './ListPopup'
import type { ListFieldPopup } from './useListPopup'

/** The popup's code (search box, option list) loads when a list is first opened. */
const ListPopup = popupCode(() => import('./ListPopup').then((module) => module.ListPopup)) as <
  V extends string | number,
>(
  props: ListPopupProps<V>,
) => ReactNode

export interface ListFieldProps<V extends string | number> extends ListSettings<V> {
  /** The popup's state and keyboard model (useListPopup). */
  popup: ListFieldPopup<V>
  label: string
  hideLabel?: boolean
  /** What the closed field shows; `placeholder` styles it as a placeholder. */
  text: string
  placeholder?: boolean
  disabled?: boolean
  hint?: string
  error?: string | null
  /** Width of the field and its popup, in pixels. */
  width?: number
  tone?: TriggerTone
  /** Shown under the field (the multi-select's chips). */
  below?: ReactNode
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
  searchable,
  searchLabel,
  isSelected,
  multiple,
  visibleOptions,
  actions,
  onPopupKeyDown,
  ...field
}: ListFieldProps<V>) {
  const id = useId()
  const { open, close } = popup
  return (
    <DropdownField
      {...field}
      id={id}
      triggerRef={popup.triggerRef}
      placeholder={placeholder}
      popup="listbox"
      open={open}
      onTriggerClick={() => (open ? close(false) : popup.openPopup())}
      onTriggerKeyDown={popup.onTriggerKeyDown}
      onDismiss={() => close(false)}
      onPopupKeyDown={(event) => {
        popup.onPopupKeyDown(event)
        onPopupKeyDown?.(event)
      }}
    >
      <ListPopup
        popup={popup}
        id={id}
        settings={{ searchable, searchLabel, isSelected, multiple, visibleOptions, actions }}
      />
    </DropdownField>
  )
}
