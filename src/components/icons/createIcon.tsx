import type { ReactNode } from 'react'
import { theme } from '../theme/tokens'

export type IconSize = 'sm' | 'md' | 'lg'

export interface IconProps {
  /** sm 16, md 20 (default), lg 24 pixels. */
  size?: IconSize
  className?: string
}

const sizeKey = { sm: 'iconSm', md: 'iconMd', lg: 'iconLg' } as const

/**
 * An inline SVG icon drawn in the current text colour. Icons are decorative (aria-hidden): the control that
 * holds one carries the accessible name.
 */
export function createIcon(displayName: string, shapes: ReactNode, filled = false) {
  function Icon({ size = 'md', className }: IconProps) {
    const pixels = theme.sizes[sizeKey[size]]
    return (
      <svg
        className={className}
        width={pixels}
        height={pixels}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {shapes}
      </svg>
    )
  }
  Icon.displayName = displayName
  return Icon
}
