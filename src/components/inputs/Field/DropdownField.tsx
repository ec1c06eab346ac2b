import type { KeyboardEvent, ReactNode, RefObject } from 'react'
import { Popover } from '../../feedback/Popover'
import { CalendarIcon, ChevronDownIcon } from '../../icons'
import { Field } from './Field'
import { Trigger, TriggerText, type TriggerTone } from './Field.styles'

/** The ids of a dropdown field's parts, from the one id it is given: its label, its trigger and its popup. */
export const dropdownIds = (id: string) => ({
  labelId: `${id}-label`,
  triggerId: `${id}-trigger`,
  popupId: `${id}-popup`,
})

export interface DropdownFieldProps {
  label: string
  hideLabel?: boolean
  disabled?: boolean
  hint?: string
  error?: string | null
  width?: number
  /** The field's id: its parts' ids follow from it (dropdownIds); the trigger is named by the label and itself. */
  id: string
  triggerRef: RefObject<HTMLButtonElement | null>
  /** What the closed field shows; `placeholder` styles it as a placeholder. */
  text: string
  placeholder: boolean
  tone?: TriggerTone
  /**
   * What opens: a listbox (Select, MultiSelect: a chevron that turns over while open) or a dialog (the date
   * fields' calendar: a calendar icon).
   */
  popup: 'listbox' | 'dialog'
  open: boolean
  onTriggerClick: () => void
  onTriggerKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
  onDismiss: () => void
  onPopupKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void
  /** Shown under the field's messages (the multi-select's chips). */
  below?: ReactNode
  /** The popup's content. */
  children: ReactNode
}

/**
 * The frame of the fields that open a popup (Select, MultiSelect, DatePicker, DateRangePicker): the label, a
 * trigger button showing the choice, hint and error, and the popup anchored to the trigger. A listbox is as wide
 * as the field; a dialog, as its content (at least the field). The popup's element carries the popup id (the
 * trigger's aria-controls while it is open).
 */
export function DropdownField({
  id,
  triggerRef,
  text,
  placeholder,
  tone = 'default',
  popup,
  open,
  disabled,
  error,
  onTriggerClick,
  onTriggerKeyDown,
  onDismiss,
  onPopupKeyDown,
  below,
  children,
  ...frame
}: DropdownFieldProps) {
  const listbox = popup === 'listbox'
  const { labelId, triggerId, popupId } = dropdownIds(id)
  return (
    <Field
      {...frame}
      error={error}
      controlId={triggerId}
      labelId={labelId}
      after={
        <>
          {below}
          <Popover
            open={open}
            anchorRef={triggerRef}
            width={listbox ? frame.width : undefined}
            onDismiss={onDismiss}
            onKeyDown={onPopupKeyDown}
          >
            {children}
          </Popover>
        </>
      }
    >
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup={popup}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        aria-labelledby={`${labelId} ${triggerId}`}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        $invalid={Boolean(error)}
        $tone={tone}
        $open={listbox && open}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        <TriggerText $placeholder={placeholder}>{text}</TriggerText>
        {listbox ? <ChevronDownIcon size="sm" /> : <CalendarIcon size="sm" />}
      </Trigger>
    </Field>
  )
}
