import styled from 'styled-components'
import { focusRing, px, visuallyHidden } from '../../theme/mixins'
import { columnHeading } from '../tableStyles'

export const Wrapper = styled.div`
  width: 100%;
  overflow-x: auto;
  border: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${focusRing}
`

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
`

export const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  text-align: left;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  ${({ $hidden }) => $hidden && visuallyHidden}
`

export const Th = styled.th<{ $numeric: boolean }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ${columnHeading}
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
`

export const GroupHeading = styled.th`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-align: left;
`

export const Td = styled.td<{ $numeric: boolean }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  white-space: nowrap;
`

export const RowHeader = styled.th`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  text-align: left;
  /* A row's name (a fund, a company) stays readable; a narrow frame scrolls the figures instead. */
  min-width: 14rem;
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
