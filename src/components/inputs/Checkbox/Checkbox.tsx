import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react'
import styled from 'styled-components'
import { focusRing, px, visuallyHidden } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

const Root = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${px(theme.sizes.controlSm)};
  color: ${({ $disabled }) => ($disabled ? theme.colors.disabled : theme.colors.ink)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`

const Box = styled.input`
  flex: none;
  width: ${px(theme.sizes.checkbox)};
  height: ${px(theme.sizes.checkbox)};
  margin: 0;
  accent-color: ${theme.colors.action};
  cursor: inherit;
  ${focusRing}
`

const Text = styled.span<{ $hidden?: boolean }>`
  ${({ $hidden }) => $hidden && visuallyHidden}
`

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'checked' | 'type' | 'id'
> {
  /** The label (also the accessible name when hidden). */
  label: string
  hideLabel?: boolean
  checked: boolean
  /** Some but not all of a set are checked (a select-all box). */
  indeterminate?: boolean
  onChange: (checked: boolean) => void
}

/** A labelled checkbox in the theme's accent colour. */
export function Checkbox({
  label,
  hideLabel,
  checked,
  indeterminate = false,
  onChange,
  disabled,
  ...rest
}: CheckboxProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <Root htmlFor={id} $disabled={disabled}>
      <Box
        {...rest}
        ref={inputRef}
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-checked={indeterminate ? 'mixed' : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Text $hidden={hideLabel}>{label}</Text>
    </Root>
  )
}
