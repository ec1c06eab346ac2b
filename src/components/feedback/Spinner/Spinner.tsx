import styled, { keyframes } from 'styled-components'
import { px } from '../../theme/mixins'
import { LOADING_TEXT } from '../../loadingText'
import { theme } from '../../theme/tokens'

const spin = keyframes`to { transform: rotate(360deg); }`

const Ring = styled.span<{ $size: 'sm' | 'lg' }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => px($size === 'sm' ? theme.sizes.spinnerSm : theme.sizes.spinner)};
  height: ${({ $size }) => px($size === 'sm' ? theme.sizes.spinnerSm : theme.sizes.spinner)};
  border-radius: ${theme.radii.pill};
  border: ${px(theme.sizes.indicator)} solid ${theme.colors.actionSubtle};
  border-top-color: ${theme.colors.action};
  animation: ${spin} 0.9s linear infinite;
`

export interface SpinnerProps {
  /** What is loading, read to assistive technology; omit when the spinner sits in a labelled control. */
  label?: string | null
  /** sm (20 px, inline) or lg (48 px). */
  size?: 'sm' | 'lg'
}

/** An inline loading indicator (the page-wide one is FullScreenSpinner). */
export function Spinner({ label = LOADING_TEXT, size = 'sm' }: SpinnerProps) {
  return (
    <Ring
      role={label ? 'status' : undefined}
      aria-label={label ?? undefined}
      aria-hidden={label ? undefined : true}
      $size={size}
    />
  )
}
