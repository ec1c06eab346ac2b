import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react'
import styled, { css } from 'styled-components'
import { bareButton, centredIcon, px } from '../../theme/mixins'
import { navigateOnClick, useLinkNavigation } from '../../utils'
import { theme } from '../../theme/tokens'

export type IconButtonTone = 'default' | 'inverse'

interface CommonProps {
  /** The accessible name (the icon itself is hidden from assistive technology). */
  label: string
  icon: ReactNode
  /** default: on light surfaces; inverse: on the brand-coloured header. */
  tone?: IconButtonTone
  /**
   * Disabled but still focusable (aria-disabled), so a tooltip can say why; clicks are ignored.
   */
  disabled?: boolean
  /** Toggle state (aria-pressed), e.g. an action-item flag. */
  pressed?: boolean
  className?: string
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>
}

interface ButtonVariantProps
  extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'disabled' | 'ref'> {
  href?: undefined
}

interface LinkVariantProps
  extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'href' | 'ref'> {
  /** Renders a link instead of a button: in-app through the LinkNavigationProvider, else the browser follows it. */
  href: string
}

export type IconButtonProps = ButtonVariantProps | LinkVariantProps

const shared = css<{ $tone: IconButtonTone; $pressed: boolean }>`
  ${centredIcon}
  width: ${px(theme.sizes.control)};
  height: ${px(theme.sizes.control)};
  padding: 0;
  border-radius: ${theme.radii.pill};
  color: ${({ $tone, $pressed }) =>
    $pressed ? theme.colors.warning : $tone === 'inverse' ? theme.colors.inkInverse : theme.colors.inkMuted};
  text-decoration: none;
  transition: background ${theme.motion.fast};
  ${bareButton}
  ${({ $tone }) =>
    $tone === 'inverse' &&
    css`
      &:focus-visible {
        outline-color: ${theme.colors.inkInverse};
      }
    `}

  &:hover:not([aria-disabled='true']) {
    background: ${({ $tone }) => ($tone === 'inverse' ? theme.colors.brandStrong : theme.colors.actionSubtle)};
    color: ${({ $tone }) => ($tone === 'inverse' ? theme.colors.inkInverse : theme.colors.action)};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ $tone }) => ($tone === 'inverse' ? theme.colors.inkInverseMuted : theme.colors.disabled)};
  }
`

const StyledButton = styled.button<{ $tone: IconButtonTone; $pressed: boolean }>`
  ${shared}
`
const StyledLink = styled.a<{ $tone: IconButtonTone; $pressed: boolean }>`
  ${shared}
`

/** The props that go on to the button or link element: IconButton's own taken out. */
function elementProps<P extends CommonProps>({
  label: _l,
  icon: _i,
  tone: _t,
  disabled: _d,
  pressed: _p,
  ...rest
}: P): Omit<P, 'label' | 'icon' | 'tone' | 'disabled' | 'pressed'> {
  return rest
}

/** A round icon-only control with an accessible name; a link when given an href. */
export function IconButton(props: IconButtonProps) {
  const { label, icon, tone = 'default', disabled = false, pressed, className, ref } = props
  const navigate = useLinkNavigation()
  const common = {
    className,
    ref,
    $tone: tone,
    $pressed: pressed === true,
    'aria-label': label,
    'aria-disabled': disabled || undefined,
  }
  if (props.href !== undefined) {
    const { href, onClick, ...rest } = elementProps(props)
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (disabled) {
        event.preventDefault()
        return
      }
      onClick?.(event)
      navigateOnClick(event, href, navigate)
    }
    return (
      <StyledLink
        {...rest}
        {...common}
        href={disabled ? undefined : href}
        role={disabled ? 'link' : undefined}
        tabIndex={0}
        onClick={handleClick}
      >
        {icon}
      </StyledLink>
    )
  }
  const { onClick, type = 'button', ...rest } = elementProps(props)
  return (
    <StyledButton
      {...rest}
      {...common}
      type={type}
      aria-pressed={pressed}
      onClick={(event) => {
        if (!disabled) onClick?.(event)
      }}
    >
      {icon}
    </StyledButton>
  )
}
