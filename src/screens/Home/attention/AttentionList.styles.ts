import styled from 'styled-components'
import { CardItem } from '../../../components'

/** One list's box: it holds the height of its loaded rows while it loads, so home does not shift (CLS 0). */
export const Reserved = styled.div<{ $rows: number }>`
  /* A row is a title line and a detail line in a card: about 76 px and the gap between rows. */
  min-height: ${({ $rows }) => $rows * 84}px;
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

/** Fund name and date: wraps anywhere, so a long fund name never widens the page. */
export const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`
