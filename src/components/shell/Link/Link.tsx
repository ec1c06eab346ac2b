import type { AnchorHTMLAttributes, ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { ExternalLinkIcon } from '../../icons'
import { focusRing, VisuallyHidden } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { navigateOnClick, useLinkNavigation } from '../../utils'
import { theme } from '../../theme/tokens'

export type LinkTone = 'default' | 'inverse' | 'muted'
/** 'standalone': bold, underlined on hover (menus, footer); 'inline': underlined, in a page's text. */
export type LinkVariant = 'standalone' | 'inline'

const inline = css<{ $strong: boolean }>`
  gap: ${theme.space.xs};
  font-weight: ${({ $strong }) => ($strong ? theme.typography.weight.semibold : theme.typography.weight.regular)};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    color: ${theme.colors.actionHover};
  }
`

const Anchor = styled.a<{ $tone: LinkTone; $variant: LinkVariant; $strong: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  border-radius: ${theme.radii.sm};
  color: ${({ $tone }) =>
    $tone === 'inverse'
      ? theme.colors.inkInverse
      : $tone === 'muted'
        ? theme.colors.inkMuted
        : theme.colors.action};
  font-weight: ${theme.typography.weight.semibold};
  text-decoration: none;
  ${focusRing}

  &:hover {
    text-decoration: underline;
  }

  ${({ $tone }) =>
    $tone === 'inverse' &&
    css`
      &:focus-visible {
        outline-color: ${theme.colors.inkInverse};
      }
    `}

  ${({ $variant }) => $variant === 'inline' && inline}
`

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string
  /** Opens in a new window, says so to assistive technology and shows the external-link icon. */
  external?: boolean
  tone?: LinkTone
  variant?: LinkVariant
  /** An inline link in semibold (a card's main action). */
  strong?: boolean
  children: ReactNode
}

/**
 * A text link: in-app through the LinkNavigationProvider (a plain anchor without one), or external in a new
 * window.
 */
export function Link({
  href,
  external = false,
  tone = 'default',
  variant = 'standalone',
  strong = false,
  children,
  onClick,
  ...rest
}: LinkProps) {
  const navigate = useLinkNavigation()
  return (
    <Anchor
      {...rest}
      href={href}
      $tone={tone}
      $variant={variant}
      $strong={strong}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={(event) => {
        onClick?.(event)
        if (!external) navigateOnClick(event, href, navigate)
      }}
    >
      {children}
      {external && (
        <>
          <ExternalLinkIcon size="sm" />
          <VisuallyHidden>{componentTexts.opensInNewWindow}</VisuallyHidden>
        </>
      )}
    </Anchor>
  )
}
