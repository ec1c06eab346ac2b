import type { ReactNode } from 'react'
import { ErrorText, FieldRoot, Hint, Label } from './Field.styles'

export interface FieldProps {
  /** The visible label (or, with hideLabel, the accessible name only). */
  label: string
  hideLabel?: boolean
  /** The id of the control the label is for. */
  controlId: string
  /** The label's own id, for a control named with aria-labelledby. */
  labelId?: string
  /** Help under the control. */
  hint?: string
  /** A message under the control (the control shows itself invalid). */
  error?: string | null
  /** Ids of the hint and the error, for a control that points at them with aria-describedby. */
  hintId?: string
  errorId?: string
  /** Width in pixels; the container's width otherwise. */
  width?: number
  /** The control, between the label and the messages. */
  children: ReactNode
  /** What follows the messages: a multi-select's chips, a popup. */
  after?: ReactNode
}

/** The frame of every form field: the label, the control, then its hint and error message, stacked. */
export function Field({
  label,
  hideLabel,
  controlId,
  labelId,
  hint,
  error,
  hintId,
  errorId,
  width,
  children,
  after,
}: FieldProps) {
  return (
    <FieldRoot $width={width}>
      <Label id={labelId} htmlFor={controlId} $hidden={hideLabel}>
        {label}
      </Label>
      {children}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {after}
    </FieldRoot>
  )
}
