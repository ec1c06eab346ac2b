import { useId, type ReactNode } from 'react'
import { componentTexts } from '../../texts'
import { trapTabKey, usePopupTrigger } from '../../utils'
import { DropdownField, dropdownIds } from '../Field/DropdownField'
import { CalendarSurface } from './DateField.styles'

export interface DateFieldProps {
  label: string
  hideLabel?: boolean
  /** The chosen date(s) as text, '' when none. */
  text: string
  placeholder: string
  disabled?: boolean
  hint?: string
  error?: string | null
  width?: number
  /** The calendar; `close` closes the popup and returns focus to the field. */
  renderCalendar: (close: () => void) => ReactNode
}

/**
 * The field part of DatePicker and DateRangePicker: a button showing the chosen date that opens the calendar in
 * a popup (a non-modal dialog: Tab stays inside, Escape closes it and returns focus).
 */
export function DateField({ text, placeholder, renderCalendar, ...field }: DateFieldProps) {
  const id = useId()
  const { triggerRef, open, setOpen, close } = usePopupTrigger()
  return (
    <DropdownField
      {...field}
      id={id}
      triggerRef={triggerRef}
      text={text || placeholder}
      placeholder={!text}
      popup="dialog"
      open={open}
      onTriggerClick={() => setOpen((value) => !value)}
      onTriggerKeyDown={(event) => {
        if (!open && event.key === 'ArrowDown') {
          event.preventDefault()
          setOpen(true)
        }
      }}
      onDismiss={() => close(false)}
      onPopupKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          close()
        }
        trapTabKey(event, event.currentTarget)
      }}
    >
      <CalendarSurface
        id={dropdownIds(id).popupId}
        role="dialog"
        aria-label={componentTexts.chooseDate(field.label)}
      >
        {renderCalendar(() => close())}
      </CalendarSurface>
    </DropdownField>
  )
}
