import styled, { css } from 'styled-components'
import { focusRing, px } from '../../theme/mixins'
import { columnHeading } from '../tableStyles'
import { theme } from '../../theme/tokens'

export const Frame = styled.div`
  width: 100%;
  border: ${px(theme.sizes.border)} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  overflow: hidden;
`

export const Scroller = styled.div`
  outline: none;
  ${focusRing}
`

export const Table = styled.table<{ $minWidth?: number }>`
  width: 100%;
  min-width: ${({ $minWidth }) => ($minWidth === undefined ? 'auto' : px($minWidth))};
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
`

export const Head = styled.thead`
  background: ${theme.colors.surfaceRaised};
`

export const HeaderCell = styled.th<{ $align: string; $width?: number }>`
  width: ${({ $width }) => ($width === undefined ? 'auto' : px($width))};
  height: ${px(theme.sizes.control + theme.sizes.gap)};
  padding: 0 ${theme.space.md};
  ${columnHeading}
  text-align: ${({ $align }) => $align};
`

/** The cells of an icon column: no padding, the icon centred. */
const iconColumn = css`
  padding: 0;
  text-align: center;
`

/** The select column: header and rows start their checkboxes at the same inset, so they line up. */
const selectColumn = css`
  padding-left: ${theme.space.md};
  text-align: left;
`

export const IconHeaderCell = styled(HeaderCell)`
  ${iconColumn}
`

export const SortButton = styled.button<{ $align: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  flex-direction: ${({ $align }) => ($align === 'right' ? 'row-reverse' : 'row')};
  padding: ${theme.space.xs};
  margin: 0 -${theme.space.xs};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  cursor: pointer;
  ${focusRing}

  &:hover {
    color: ${theme.colors.action};
  }
`

export const Row = styled.tr<{ $highlighted: boolean; $selected: boolean }>`
  background: ${({ $highlighted, $selected }) =>
    $selected
      ? theme.colors.actionSubtle
      : $highlighted
        ? theme.colors.highlightPending
        : theme.colors.surface};

  &:hover {
    background: ${({ $highlighted, $selected }) =>
      $selected || $highlighted ? undefined : theme.colors.rowHover};
  }
`

export const Cell = styled.td<{ $align: string; $strong?: boolean }>`
  box-sizing: border-box;
  height: ${px(theme.dimensions.gridRowHeight)};
  padding: 0 ${theme.space.md};
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.border};
  text-align: ${({ $align }) => $align};
  font-variant-numeric: ${({ $align }) => ($align === 'right' ? 'tabular-nums' : 'normal')};
  font-weight: ${({ $strong }) => ($strong ? theme.typography.weight.semibold : theme.typography.weight.regular)};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

export const IconCell = styled(Cell)`
  ${iconColumn}
`

export const UnreadDot = styled.span<{ $unread: boolean }>`
  display: inline-block;
  width: ${px(theme.sizes.unreadDot)};
  height: ${px(theme.sizes.unreadDot)};
  border-radius: ${theme.radii.pill};
  background: ${({ $unread }) => ($unread ? theme.colors.action : 'transparent')};
`

export const FooterCell = styled.td`
  height: ${px(theme.sizes.control)};
  padding: 0 ${theme.space.md};
  background: ${theme.colors.surfaceRaised};
  border-top: ${px(theme.sizes.border)} solid ${theme.colors.border};
  color: ${theme.colors.inkMuted};
`

export const FooterContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
`

export const EmptyCell = styled.td`
  padding: ${theme.space.xl} ${theme.space.md};
  text-align: center;
  color: ${theme.colors.inkMuted};
`

/** The checkbox keeps a 24 px target circle clear of the menu button beside it (WCAG 2.2 target size). */
export const SelectHeader = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px((theme.sizes.targetMin - theme.sizes.checkbox) / 2 + 1)};
`

export const SelectHeaderCell = styled(IconHeaderCell)`
  ${selectColumn}
`

export const SelectCell = styled(IconCell)`
  ${selectColumn}
`
