import type { InputHTMLAttributes } from 'react'
import styled from 'styled-components'
import { Field } from '../Field/Field'
import { controlBox } from '../Field/Field.styles'
import { TEXT_LIMITS } from '../Field/textLimits'
import { useTextControl, type TextControlProps } from '../Field/useTextControl'

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlBox}
`

export interface TextFieldProps
  extends
    TextControlProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'width'> {
  /** Width in pixels; the container's width otherwise. */
  width?: number
}

/** A labelled single-line text input with hint and error message. */
export function TextField({ width, ...props }: TextFieldProps) {
  const { frame, control } = useTextControl(props)
  return (
    <Field {...frame} width={width}>
      <Input maxLength={TEXT_LIMITS.line} {...control} />
    </Field>
  )
}
