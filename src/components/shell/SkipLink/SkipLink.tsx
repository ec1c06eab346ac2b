import type { MouseEvent } from 'react'
import styled from 'styled-components'
import { focusRing, px, visuallyHidden } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

// Out of sight until it has the keyboard's focus, then over the header's top-left corner.
const Anchor = styled.a`
  ${visuallyHidden}
  ${focusRing}

  &:focus {
    position: fixed;
    top: ${theme.space.sm};
    left: ${theme.space.sm};
    z-index: ${theme.zIndex.tooltip};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${theme.space.sm} ${theme.space.md};
    clip: auto;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.action};
    font-weight: ${theme.typography.weight.semibold};
    box-shadow: ${theme.shadows.overlay};
    min-height: ${px(theme.sizes.control)};
  }
`

export interface SkipLinkProps {
  /** The id of the page's main content. */
  targetId: string
  children: string
}

/**
 * The first stop of the keyboard (WCAG 2.4.1): past the header and the navigation to the page's content. It
 * moves the focus itself rather than following the hash, so the address (and a help page's tab) stays as it is.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus()
  }
  return (
    <Anchor href={`#${targetId}`} onClick={skip}>
      {children}
    </Anchor>
  )
}
