import { useId, type TextareaHTMLAttributes } from 'react'
import styled, { useTheme } from 'styled-components'
import { controlBox, ErrorText, FieldRoot, Hint, Label } from '../Field/field.styles'

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlBox}
  resize: vertical;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value' | 'id'
> {
  label: string
  hideLabel?: boolean
  value: string
  onChange: (value: string) => void
  hint?: string
  /** A message under the field; marks it invalid. */
  error?: string | null
  /** The warning border without a message (spec §5: general and no-data requests with an empty message). */
  invalid?: boolean
}

/** A labelled multi-line text input (the investor request's message). */
export function TextArea({
  label,
  hideLabel,
  value,
  onChange,
  hint,
  error,
  invalid,
  rows,
  ...rest
}: TextAreaProps) {
  const theme = useTheme()
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const isInvalid = Boolean(error) || invalid === true
  return (
    <FieldRoot>
      <Label htmlFor={id} $hidden={hideLabel}>
        {label}
      </Label>
      <Area
        {...rest}
        id={id}
        rows={rows ?? theme.sizes.textAreaRows}
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
