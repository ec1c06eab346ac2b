import type { TextareaHTMLAttributes } from 'react'
import styled from 'styled-components'
import { Field } from '../Field/Field'
import { controlBox } from '../Field/Field.styles'
import { TEXT_LIMITS } from '../Field/textLimits'
import { useTextControl, type TextControlProps } from '../Field/useTextControl'
import { theme } from '../../theme/tokens'

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlBox}
  resize: vertical;
  line-height: ${theme.typography.lineHeight.normal};
`

/** `invalid` marks the warning border without a message (spec §5: general and no-data requests, empty message). */
export interface TextAreaProps
  extends TextControlProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {}

/** A labelled multi-line text input (the investor request's message). */
export function TextArea({ rows, ...props }: TextAreaProps) {
  const { frame, control } = useTextControl(props)
  return (
    <Field {...frame}>
      <Area maxLength={TEXT_LIMITS.message} {...control} rows={rows ?? theme.sizes.textAreaRows} />
    </Field>
  )
}
