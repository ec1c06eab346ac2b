import styled from 'styled-components'
import { focusRing, px, visuallyHidden } from '../../theme/mixins'
import { below } from '../../theme/tokens'
import { columnHeading } from '../tableStyles'

/**
 * The table's frame. A table too wide for it (or one drawn in slices) scrolls inside it in both directions, no
 * taller than the window below the pinned header, so its column headings and its first column (the company, fund
 * or line) stay in view wherever the reader scrolls.
 */
export const Wrapper = styled.div<{ $contained: boolean }>`
  width: 100%;
  overflow-x: auto;
  border: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${focusRing}
  ${({ $contained, theme }) =>
    $contained &&
    `
    overflow-y: auto;
    max-height: max(20rem, calc(100dvh - ${px(theme.dimensions.headerOffsetExpanded)}));
    overscroll-behavior-x: contain;
  `}
`

/**
 * A table's frame on a phone, where the header is not pinned: a table that does not fit scrolls sideways (its
 * first column staying), and is as tall as its rows, so the page alone scrolls up and down.
 */
export const PageTallWrapper = styled(Wrapper)`
  ${({ theme }) => below(theme.breakpoints.navigation)} {
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
  padding: ${({ theme }) => theme.space.md};
  text-align: left;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  ${({ $hidden }) => $hidden && visuallyHidden}
`

/** A column heading: long ones wrap (at most about 9rem wide), so the columns are as wide as their figures. */
export const Th = styled.th<{ $numeric: boolean }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ${columnHeading}
  white-space: normal;
  min-width: 6rem;
  vertical-align: bottom;
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
`

export const GroupHeading = styled.th`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-align: left;
`

/** A group's name slides along with the reader, so it stays in view while the figures scroll sideways. */
export const GroupLabel = styled.span`
  position: sticky;
  left: ${({ theme }) => theme.space.md};
`

/**
 * A group's name as the button that shows or hides its rows: it slides along like GroupLabel, and its chevron
 * points down while the rows are shown, right while only the subtotal is.
 */
export const GroupToggle = styled.button<{ $expanded: boolean }>`
  position: sticky;
  left: ${({ theme }) => theme.space.md};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => px(theme.sizes.targetMin)};
  /* Its hover and focus outline reach a little into the cell's padding rather than shifting the name. */
  margin-left: -${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.rowHover};
  }

  svg {
    flex: none;
    transform: rotate(${({ $expanded }) => ($expanded ? '0' : '-90deg')});
    transition: transform ${({ theme }) => theme.motion.normal};
  }
`

export const Td = styled.td<{ $numeric: boolean }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  white-space: nowrap;
`

/** A row's name (a fund, a company): it stays at the frame's left edge while the figures scroll under it. */
export const RowHeader = styled.th`
  position: sticky;
  left: 0;
  z-index: 1;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: inset -${({ theme }) => px(theme.sizes.border)} 0 0 ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  text-align: left;
  /* Readable on a desktop, yet leaving a phone most of its width for the figures. */
  min-width: min(14rem, 40vw);
  max-width: 22rem;
  overflow-wrap: anywhere;
`

export const SubtotalRow = styled.tr`
  th,
  td {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-top: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.borderStrong};
  }
`

export const TotalRow = styled.tr`
  th,
  td {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    background: ${({ theme }) => theme.colors.actionSubtle};
    border-top: ${({ theme }) => px(theme.sizes.border * 2)} solid ${({ theme }) => theme.colors.ink};
    border-bottom: 0;
  }
`

export const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`
