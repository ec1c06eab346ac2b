import { useId, type InputHTMLAttributes } from 'react'
import styled from 'styled-components'
import { controlBox, ErrorText, FieldRoot, Hint, Label } from '../Field/field.styles'

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlBox}
`

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id' | 'width'
> {
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
  /** Width in pixels; the container's width otherwise. */
  width?: number
}

/** A labelled single-line text input with hint and error message. */
export function TextField({
  label,
  hideLabel,
  value,
  onChange,
  hint,
  error,
  invalid,
  width,
  ...rest
}: TextFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const isInvalid = Boolean(error) || invalid === true
  return (
    <FieldRoot $width={width}>
      <Label htmlFor={id} $hidden={hideLabel}>
        {label}
      </Label>
      <Input
        {...rest}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={isInvalid || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        $invalid={isInvalid}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldRoot>
  )
}
