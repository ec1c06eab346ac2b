import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { Popover } from '../../feedback/Popover'
import { ChevronDownIcon } from '../../icons'
import { ErrorText, FieldRoot, Hint, Label } from '../Field/field.styles'
import { SearchInput } from '../SearchInput'
import { optionId } from './OptionList'
import { PopupSearch, Trigger, TriggerText, type TriggerTone } from './Select.styles'
import type { useListPopup } from './useListPopup'

type ListPopup = ReturnType<typeof useListPopup<string | number>>

export interface ListFieldIds {
  labelId: string
  triggerId: string
  listId: string
}

/** The ids that tie a list field's label, trigger, search box and options together. */
export function useListFieldIds(): ListFieldIds {
  const id = useId()
  return { labelId: `${id}-label`, triggerId: `${id}-trigger`, listId: `${id}-list` }
}

interface ListFieldProps {
  ids: ListFieldIds
  popup: Pick<
    ListPopup,
    | 'open'
    | 'query'
    | 'activeIndex'
    | 'triggerRef'
    | 'focusTargetRef'
    | 'openPopup'
    | 'close'
    | 'changeQuery'
    | 'onTriggerKeyDown'
    | 'onPopupKeyDown'
  >
  label: string
  hideLabel?: boolean
  /** What the closed field shows; `placeholder` styles it as a placeholder. */
  text: string
  placeholder?: boolean
  searchable: boolean
  searchLabel: string
  disabled?: boolean
  hint?: string
  error?: string | null
  width?: number
  tone?: TriggerTone
  /** Shown under the field (the multi-select's chips). */
  below?: ReactNode
  /** Keys inside the popup before the list's own handling (the multi-select keeps Tab inside). */
  onPopupKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  /** The popup's content under the search box: actions and the option list. */
  children: ReactNode
}

/**
 * The frame shared by Select and MultiSelect: label, a trigger button that opens a listbox popup, hint and
 * error, and the popup with its optional search box (a combobox pointing at the active option).
 */
export function ListField({
  ids,
  popup,
  label,
  hideLabel,
  text,
  placeholder = false,
  searchable,
  searchLabel,
  disabled,
  hint,
  error,
  width,
  tone = 'default',
  below,
  onPopupKeyDown,
  children,
}: ListFieldProps) {
  const { labelId, triggerId, listId } = ids
  const { open, query, activeIndex, triggerRef, focusTargetRef, openPopup, close } = popup
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
        onKeyDown={popup.onTriggerKeyDown}
      >
        <TriggerText $placeholder={placeholder}>{text}</TriggerText>
        <ChevronDownIcon size="sm" />
      </Trigger>
      {hint && <Hint>{hint}</Hint>}
      {error && <ErrorText>{error}</ErrorText>}
      {below}
      <Popover
        open={open}
        anchorRef={triggerRef}
        width={width}
        onDismiss={() => close(false)}
        onKeyDown={(event) => {
          popup.onPopupKeyDown(event)
          onPopupKeyDown?.(event)
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
              onChange={popup.changeQuery}
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
            />
          </PopupSearch>
        )}
        {children}
      </Popover>
    </FieldRoot>
  )
}

/** Without a search box the option list itself takes focus when the popup opens. */
export const listFocusRef = (
  searchable: boolean,
  focusTargetRef: ListPopup['focusTargetRef'],
): ((element: HTMLElement | null) => void) | undefined =>
  searchable
    ? undefined
    : (element) => {
        focusTargetRef.current = element
      }
