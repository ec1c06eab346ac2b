import type { AnchorHTMLAttributes, ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { ExternalLinkIcon } from '../../icons'
import { focusRing, VisuallyHidden } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { navigateOnClick, type NavigateHandler } from '../../utils'

export type LinkTone = 'default' | 'inverse' | 'muted'

const Anchor = styled.a<{ $tone: LinkTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $tone }) =>
    $tone === 'inverse'
      ? theme.colors.inkInverse
      : $tone === 'muted'
        ? theme.colors.inkMuted
        : theme.colors.action};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-decoration: none;
  ${focusRing}

  &:hover {
    text-decoration: underline;
  }

  ${({ $tone }) =>
    $tone === 'inverse' &&
    css`
      &:focus-visible {
        outline-color: ${({ theme }) => theme.colors.inkInverse};
      }
    `}
`

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string
  /** In-app navigation for plain clicks (components never call the router). */
  onNavigate?: NavigateHandler
  /** Opens in a new window, says so to assistive technology and shows the external-link icon. */
  external?: boolean
  tone?: LinkTone
  children: ReactNode
}

/** A text link: in-app through onNavigate, or external in a new window. */
export function Link({
  href,
  onNavigate,
  external = false,
  tone = 'default',
  children,
  onClick,
  ...rest
}: LinkProps) {
  return (
    <Anchor
      {...rest}
      href={href}
      $tone={tone}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={(event) => {
        onClick?.(event)
        if (!external) navigateOnClick(event, href, onNavigate)
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
