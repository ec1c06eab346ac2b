import styled from 'styled-components'
import { px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

export interface TimelineMarker {
  label: string
  date: Date
  /** How the date reads (e.g. a vintage year); the formatted date by default. */
  dateText?: string
}

export interface DateTimelineProps {
  /** Names the timeline (it is drawn; the same dates are in the page's table). */
  label: string
  start: Date
  end: Date
  markers: readonly TimelineMarker[]
  today: Date
  todayLabel: string
  formatDate: (date: Date) => string
}

const Frame = styled.figure`
  box-sizing: border-box;
  width: 100%;
  margin: 0;
  padding: ${theme.space.lg} ${theme.space.md};
`

const Track = styled.div`
  position: relative;
  height: ${theme.space.sm};
  margin: ${theme.space.xxl} 0;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.disabledSurface};
`

const Elapsed = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: inherit;
  background: ${theme.colors.actionSubtle};
  border: ${px(theme.sizes.border)} solid ${theme.colors.action};
`

type Align = 'start' | 'center' | 'end'
const shift: Record<Align, string> = { start: '0', center: '-50%', end: '-100%' }

const Mark = styled.div<{ $today?: boolean; $below?: boolean; $align: Align }>`
  position: absolute;
  top: 50%;
  transform: translateX(${({ $align }) => shift[$align]});
  display: flex;
  flex-direction: ${({ $below }) => ($below ? 'column' : 'column-reverse')};
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : `flex-${$align}`)};
  gap: ${theme.space.xxs};
  ${({ $below }) => ($below ? 'margin-top: -4px;' : 'bottom: 50%; top: auto; margin-bottom: -4px;')}
  font-size: ${theme.typography.size.xs};
  white-space: nowrap;
  color: ${({ $today }) => ($today ? theme.colors.action : theme.colors.ink)};
  font-weight: ${({ $today }) => ($today ? theme.typography.weight.bold : theme.typography.weight.regular)};

  &::before {
    content: '';
    width: ${({ $today }) => ($today ? '3px' : '2px')};
    height: 12px;
    background: currentColor;
  }
`

const clampPercent = (value: number) => Math.min(100, Math.max(0, value))
/** Labels near an end grow inwards, so they never leave the frame. */
const alignAt = (percent: number): Align => (percent < 15 ? 'start' : percent > 85 ? 'end' : 'center')

/**
 * A span of time with dates marked on it and today against them (e.g. a fund's life from its vintage to its term
 * expiration). Labels alternate above and below the track so that neighbouring dates stay readable.
 */
export function DateTimeline({
  label,
  start,
  end,
  markers,
  today,
  todayLabel,
  formatDate,
}: DateTimelineProps) {
  const span = Math.max(1, end.getTime() - start.getTime())
  const at = (date: Date) => clampPercent(((date.getTime() - start.getTime()) / span) * 100)
  return (
    <Frame role="img" aria-label={label}>
      <Track>
        <Elapsed style={{ width: `${at(today)}%` }} />
        {markers.map((marker, index) => (
          <Mark
            key={marker.label}
            $below={index % 2 === 1}
            $align={alignAt(at(marker.date))}
            style={{ left: `${at(marker.date)}%` }}
          >
            <span>{marker.label}</span>
            <span>{marker.dateText ?? formatDate(marker.date)}</span>
          </Mark>
        ))}
        <Mark
          $today
          $below={markers.length % 2 === 1}
          $align={alignAt(at(today))}
          style={{ left: `${at(today)}%` }}
        >
          <span>{todayLabel}</span>
        </Mark>
      </Track>
    </Frame>
  )
}
