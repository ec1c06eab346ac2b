import styled from 'styled-components'
import { px } from '../theme/mixins'
import { componentTexts } from '../texts'
import { theme } from '../theme/tokens'

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: inherit;
  font-size: ${theme.typography.size.lg};
  font-weight: ${theme.typography.weight.bold};
  letter-spacing: ${theme.typography.letterSpacing.caps};
  white-space: nowrap;

  svg {
    width: ${px(theme.sizes.logo)};
    height: ${px(theme.sizes.logo)};
  }
`

/** The portal's mark and name; the name is the accessible text. */
export function Logo() {
  return (
    <Mark>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" opacity="0.16" />
        <path d="M8 23V9l8 8 8-8v14" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <span>{componentTexts.brandName}</span>
    </Mark>
  )
}
