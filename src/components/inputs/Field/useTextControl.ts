import { useId, type ChangeEvent } from 'react'
import type { FieldProps } from './Field'

/** The props TextField and TextArea share: the field's label and messages, and the text as a string. */
export interface TextControlProps {
  /** The visible label (or, with hideLabel, the accessible name only). */
  label: string
  hideLabel?: boolean
  value: string
  onChange: (value: string) => void
  /** Help under the field. */
  hint?: string
  /** A message shown under the field; marks it invalid. */
  error?: string | null
  /** The warning border without a message (spec §5: an empty required message). */
  invalid?: boolean
}

/**
 * Splits a text control's props into the Field frame's and the control's own, and wires them together: the
 * label is for the control, which points at the hint and error (aria-describedby) and is invalid with an error
 * or `invalid`. The rest of the props go to the control.
 */
export function useTextControl<P extends TextControlProps>({
  label,
  hideLabel,
  value,
  onChange,
  hint,
  error,
  invalid,
  ...rest
}: P) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const isInvalid = Boolean(error) || invalid === true
  const frame = { label, hideLabel, controlId: id, hint, error, hintId, errorId } satisfies Omit<
    FieldProps,
    'children'
  >
  const control = {
    ...rest,
    id,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    $invalid: isInvalid,
  }
  return { frame, control }
}
