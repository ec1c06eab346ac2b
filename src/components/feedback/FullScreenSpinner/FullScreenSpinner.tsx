import styled, { keyframes } from 'styled-components'
import { theme } from '../../theme/tokens'

const spin = keyframes`to { transform: rotate(360deg); }`

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${theme.colors.canvas};
  z-index: ${theme.zIndex.dialog};
`

const Ring = styled.span`
  width: 48px;
  height: 48px;
  border-radius: ${theme.radii.pill};
  border: 4px solid ${theme.colors.actionSubtle};
  border-top-color: ${theme.colors.action};
  animation: ${spin} 0.9s linear infinite;
`

export interface FullScreenSpinnerProps {
  /** What is loading, read to assistive technology. */
  label?: string
}

/** Covers the page while the user or the terms load (spec §2.3). */
export function FullScreenSpinner({ label = 'Loading' }: FullScreenSpinnerProps) {
  return (
    <Overlay role="status" aria-live="polite" aria-label={label}>
      <Ring aria-hidden="true" />
    </Overlay>
  )
}
