import styled from 'styled-components'
import { disclosureButton, focusRing, px, visuallyHidden } from '../../theme/mixins'
import { below, theme } from '../../theme/tokens'
import { columnHeading } from '../tableStyles'

/**
 * The table's frame. A table too wide for it (or one drawn in slices) scrolls inside it in both directions, no
 * taller than the window below the pinned header, so its column headings, its first column (the company, fund
 * or line) and its total stay in view wherever the reader scrolls.
 */
export const Wrapper = styled.div<{ $contained: boolean }>`
  width: 100%;
  overflow-x: auto;
  border: ${px(theme.sizes.border)} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  ${focusRing}
  ${({ $contained }) =>
    $contained &&
    `
    overflow-y: auto;
    max-height: max(20rem, calc(100dvh - ${px(theme.dimensions.headerOffsetExpanded)}));
    overscroll-behavior-x: contain;
    /* A figure reached by Tab is scrolled clear of the pinned headings and total, not under them. */
    scroll-padding-block: 5rem 3.5rem;

    /* The grand total stays at the frame's foot while the rows scroll under it, so the total is in view with them. */
    & tfoot th,
    & tfoot td {
      position: sticky;
      bottom: 0;
      z-index: 2;
    }

    & tfoot th:first-child {
      left: 0;
      z-index: 3;
    }
  `}
`

/**
 * A table's frame on a phone, where the header is not pinned: a table that does not fit scrolls sideways (its
 * first column staying), and is as tall as its rows, so the page alone scrolls up and down.
 */
export const PageTallWrapper = styled(Wrapper)`
  ${below(theme.breakpoints.navigation)} {
    max-height: none;
    overflow-y: visible;
  }
`

// Separate borders: collapsed ones stay behind when a sticky cell moves.
export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;

  & > thead th {
    position: sticky;
    top: 0;
    z-index: 2;
  }

  & > thead th:first-child {
    left: 0;
    z-index: 3;
  }
`

export const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${theme.space.md};
  text-align: left;
  font-size: ${theme.typography.size.md};
  font-weight: ${theme.typography.weight.semibold};
  ${({ $hidden }) => $hidden && visuallyHidden}
`

/** A column heading: long ones wrap (at most about 9rem wide), so the columns are as wide as their figures. */
export const Th = styled.th<{ $numeric: boolean }>`
  padding: ${theme.space.sm} ${theme.space.md};
  ${columnHeading}
  white-space: normal;
  min-width: 6rem;
  vertical-align: bottom;
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
`

export const GroupHeading = styled.th`
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.xs};
  color: ${theme.colors.brand};
  font-weight: ${theme.typography.weight.bold};
  text-align: left;
`

/** A group's name slides along with the reader, so it stays in view while the figures scroll sideways. */
export const GroupLabel = styled.span`
  position: sticky;
  left: ${theme.space.md};
`

/**
 * A group's name as the button that shows or hides its rows: it slides along like GroupLabel, and its chevron
 * points down while the rows are shown, right while only the subtotal is.
 */
export const GroupToggle = styled.button<{ $expanded: boolean }>`
  position: sticky;
  left: ${theme.space.md};
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${px(theme.sizes.targetMin)};
  /* Its hover and focus outline reach a little into the cell's padding rather than shifting the name. */
  margin-left: -${theme.space.xs};
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  color: inherit;
  font: inherit;
  overflow-wrap: anywhere;
  ${disclosureButton({ closed: '-90deg', open: '0' })}
`

export const Td = styled.td<{ $numeric: boolean }>`
  padding: ${theme.space.sm} ${theme.space.md};
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.border};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  white-space: nowrap;
`

/** A row's name (a fund, a company): it stays at the frame's left edge while the figures scroll under it. */
export const RowHeader = styled.th`
  position: sticky;
  left: 0;
  z-index: 1;
  padding: ${theme.space.sm} ${theme.space.md};
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.border};
  background: ${theme.colors.surface};
  box-shadow: inset -${px(theme.sizes.border)} 0 0 ${theme.colors.border};
  font-weight: ${theme.typography.weight.regular};
  text-align: left;
  /* Readable on a desktop, yet leaving a phone most of its width for the figures. */
  min-width: min(14rem, 40vw);
  max-width: 22rem;
  overflow-wrap: anywhere;
`

export const SubtotalRow = styled.tr`
  th,
  td {
    font-weight: ${theme.typography.weight.semibold};
    background: ${theme.colors.surfaceRaised};
    border-top: ${px(theme.sizes.border)} solid ${theme.colors.borderStrong};
  }
`

export const TotalRow = styled.tr`
  th,
  td {
    font-weight: ${theme.typography.weight.bold};
    background: ${theme.colors.actionSubtle};
    border-top: ${px(theme.sizes.border * 2)} solid ${theme.colors.ink};
    border-bottom: 0;
  }
`

export const EmptyCell = styled.td`
  padding: ${theme.space.xl} ${theme.space.md};
  color: ${theme.colors.inkMuted};
  text-align: center;
`
