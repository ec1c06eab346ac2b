import styled from 'styled-components'
import { theme } from '../../theme/tokens'

const Track = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-width: 160px;
  height: ${theme.sizes.gap}px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.disabledSurface};
  overflow: hidden;
`

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${theme.colors.action};
`

export interface ProgressBarProps {
  /** The accessible name, e.g. 'Downloading 3 of 12 documents'. */
  label: string
  value: number
  max: number
}

/** A determinate progress bar (role progressbar). The component library has none yet. */
export function ProgressBar({ label, value, max }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value}>
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  )
}
