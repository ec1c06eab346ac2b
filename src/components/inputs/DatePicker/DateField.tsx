import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Popover } from '../../feedback/Popover'
import { CalendarIcon } from '../../icons'
import { componentTexts } from '../../texts'
import { trapTabKey } from '../../utils'
import { ErrorText, FieldRoot, Hint, Label } from '../Field/field.styles'
import { Trigger, TriggerText } from '../Select/Select.styles'
import { CalendarSurface } from './calendar.styles'

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
export function DateField({
  label,
  hideLabel,
  text,
  placeholder,
  disabled,
  hint,
  error,
  width,
  renderCalendar,
}: DateFieldProps) {
  const id = useId()
  const labelId = `${id}-label`
  const triggerId = `${id}-trigger`
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [returnFocus, setReturnFocus] = useState(0)
  useEffect(() => {
    if (returnFocus > 0) triggerRef.current?.focus()
  }, [returnFocus])
  const close = (focusTrigger = true) => {
    setOpen(false)
    if (focusTrigger) setReturnFocus((count) => count + 1)
  }
  return (
    <FieldRoot $width={width}>
      <Label id={labelId} htmlFor={triggerId} $hidden={hideLabel}>
        {label}
      </Label>
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${triggerId}`}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        $invalid={Boolean(error)}
        $tone="default"
        $open={false}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (!open && event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
          }
        }}
      >
        <TriggerText $placeholder={!text}>{text || placeholder}</TriggerText>
        <CalendarIcon size="sm" />
      </Trigger>
      {hint && <Hint>{hint}</Hint>}
      {error && <ErrorText>{error}</ErrorText>}
      <Popover
        open={open}
        anchorRef={triggerRef}
        onDismiss={() => close(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            close()
          }
          trapTabKey(event, event.currentTarget)
        }}
      >
        <CalendarSurface role="dialog" aria-label={componentTexts.chooseDate(label)}>
          {renderCalendar(() => close())}
        </CalendarSurface>
      </Popover>
    </FieldRoot>
  )
}
