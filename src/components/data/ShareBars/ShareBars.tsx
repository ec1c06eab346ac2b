import styled from 'styled-components'
import { theme } from '../../theme/tokens'

const List = styled.ol`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** A bar's name and figure above its bar: a long provider name takes two lines at most, never the page's width. */
const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space.xs} ${theme.space.md};
  align-items: baseline;
  min-width: 0;
`

const Name = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: ${theme.typography.size.sm};
`

const Figure = styled.span`
  font-size: ${theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

const Track = styled.span`
  grid-column: 1 / -1;
  display: block;
  height: ${theme.sizes.gap}px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.disabledSurface};
  overflow: hidden;
`

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${theme.colors.action};
`

export interface ShareBar {
  key: string
  label: string
  /** Of the whole, in percent (0 to 100); null draws no bar. */
  share: number | null
  /** The figure as the reader reads it, e.g. '12.3% · 1,234,567'. */
  figure: string
}

/**
 * Shares of a whole as horizontal bars, the largest first as given (a concentration): a picture, hidden from
 * assistive technology, beside the table that is its accessible alternative. The largest share fills its track and
 * the others are drawn to its scale (shares of a few percent would otherwise be slivers); each bar's figure says its
 * share. No chart library: bars of plain boxes cost the page nothing to load.
 */
export function ShareBars({ bars }: { bars: readonly ShareBar[] }) {
  const widest = Math.max(0, ...bars.map((bar) => bar.share ?? 0))
  const width = (share: number | null) => (widest > 0 ? (Math.max(0, share ?? 0) / widest) * 100 : 0)
  return (
    <List aria-hidden="true">
      {bars.map((bar) => (
        <Item key={bar.key}>
          <Name>{bar.label}</Name>
          <Figure>{bar.figure}</Figure>
          <Track>
            <Fill style={{ width: `${width(bar.share).toFixed(1)}%` }} />
          </Track>
        </Item>
      ))}
    </List>
  )
}
