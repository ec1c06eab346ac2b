import type { KeyboardEvent, ReactNode, RefObject } from 'react'
import { Popover } from '../../feedback/Popover'
import { CalendarIcon, ChevronDownIcon } from '../../icons'
import { Field } from './Field'
import { Trigger, TriggerText, type TriggerTone } from './Field.styles'

export interface DropdownFieldProps {
  label: string
  hideLabel?: boolean
  disabled?: boolean
  hint?: string
  error?: string | null
  width?: number
  /** The label's and the trigger's ids: the trigger is named by both (aria-labelledby). */
  labelId: string
  triggerId: string
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
  /** The popup's id, pointed at (aria-controls) while it is open. */
  popupId?: string
  open: boolean
  onTriggerClick: () => void
  onTriggerKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
  /** The popup's fixed width in pixels; otherwise its content's, at least the field's. */
  popupWidth?: number
  onDismiss: () => void
  onPopupKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void
  /** Shown under the field's messages (the multi-select's chips). */
  below?: ReactNode
  /** The popup's content. */
  children: ReactNode
}

/**
 * The frame of the fields that open a popup (Select, MultiSelect, DatePicker, DateRangePicker): the label, a
 * trigger button showing the choice, hint and error, and the popup anchored to the trigger.
 */
export function DropdownField({
  labelId,
  triggerId,
  triggerRef,
  text,
  placeholder,
  tone = 'default',
  popup,
  popupId,
  open,
  disabled,
  error,
  onTriggerClick,
  onTriggerKeyDown,
  popupWidth,
  onDismiss,
  onPopupKeyDown,
  below,
  children,
  ...frame
}: DropdownFieldProps) {
  const listbox = popup === 'listbox'
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
            width={popupWidth}
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
