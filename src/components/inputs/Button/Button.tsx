import { useLayoutEffect, useRef, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react'
import styled, { css } from 'styled-components'
import { focusRing, px } from '../../theme/mixins'
import { Spinner } from '../../feedback/Spinner'
import { theme } from '../../theme/tokens'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** primary: the main action; secondary: outlined; ghost: text only; danger: destructive. */
  variant?: ButtonVariant
  /** md is 40 px high, sm 32 px. */
  size?: 'md' | 'sm'
  /** Shows a spinner and blocks clicks (aria-busy) while the action runs. */
  loading?: boolean
  /** An icon before the label. */
  icon?: ReactNode
  ref?: Ref<HTMLButtonElement>
  children: ReactNode
}

const variants = {
  primary: css`
    background: ${theme.colors.action};
    border-color: ${theme.colors.action};
    color: ${theme.colors.inkInverse};
    &:hover:not(:disabled) {
      background: ${theme.colors.actionHover};
      border-color: ${theme.colors.actionHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    border-color: ${theme.colors.action};
    color: ${theme.colors.action};
    &:hover:not(:disabled) {
      background: ${theme.colors.actionSubtle};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${theme.colors.action};
    &:hover:not(:disabled) {
      background: ${theme.colors.actionSubtle};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    border-color: ${theme.colors.danger};
    color: ${theme.colors.inkInverse};
  `,
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: 'md' | 'sm' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: ${({ $size }) => px($size === 'md' ? theme.sizes.control : theme.sizes.controlSm)};
  padding: 0 ${({ $size }) => ($size === 'md' ? theme.space.md : theme.space.sm)};
  border: ${px(theme.sizes.border)} solid;
  border-radius: ${theme.radii.sm};
  font-weight: ${theme.typography.weight.semibold};
  font-size: ${theme.typography.size.sm};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${theme.motion.fast};
  ${({ $variant }) => variants[$variant]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    background: ${theme.colors.disabledSurface};
    border-color: ${theme.colors.disabledSurface};
    color: ${theme.colors.disabled};
  }
`

/** The portal's button: every clickable action that is not a link. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  children,
  type = 'button',
  disabled,
  ref,
  ...rest
}: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null)
  // A busy button is disabled, and a disabled element loses focus, but the browser drops it only at its next
  // rendering step: an action that settles within one frame would leave the focus where it was. Letting go of it
  // at once makes every outcome the same, whatever the provider's speed.
  useLayoutEffect(() => {
    if (loading && own.current === document.activeElement) own.current?.blur()
  }, [loading])
  return (
    <StyledButton
      ref={(element: HTMLButtonElement | null) => {
        own.current = element
        if (typeof ref === 'function') ref(element)
        else if (ref) ref.current = element
      }}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner label={null} /> : icon}
      {children}
    </StyledButton>
  )
}
