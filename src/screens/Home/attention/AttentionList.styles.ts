import styled from 'styled-components'
import { CardItem } from '../../../components'

/** One list's box: it holds the height of its loaded rows while it loads, so home does not shift (CLS 0). */
export const Reserved = styled.div<{ $rows: number }>`
  /* A row is a card (border, padding) holding one title line and one detail line; rows are a small gap apart. */
  min-height: ${({ theme, $rows }) => {
    const { size, lineHeight } = theme.typography
    const row = `(2 * ${theme.sizes.border}px + 2 * ${theme.space.md} + ${size.md} * ${lineHeight.normal} + ${theme.space.xs} + ${size.sm} * ${lineHeight.normal})`
    return `calc(${$rows} * ${row} + ${$rows - 1} * ${theme.space.sm})`
  }};
`

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Item = styled(CardItem)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`

/** A provider's title: one line, clipped with an ellipsis (the whole text stays in the link or button name). */
export const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

/** One line under the title: a long fund name is clipped with an ellipsis, the date after it stays whole. */
export const Detail = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  white-space: nowrap;
`

export const Clipped = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`

export const Whole = styled.span`
  flex: none;
`
