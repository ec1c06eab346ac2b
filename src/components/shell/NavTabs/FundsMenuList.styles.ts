import styled from 'styled-components'
import { px } from '../../theme/mixins'

/** The open Funds menu: its search box above the list, one keyboard handler for both. */
export const FundsPopup = styled.div`
  display: flex;
  flex-direction: column;
`

export const FundsSearch = styled.div`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  border-bottom: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
`

/** The funds list's scrolling frame: the list inside it is as tall as all its links. */
export const FundsScroller = styled.div`
  max-height: ${({ theme }) => px(theme.sizes.listMaxHeight)};
  overflow-y: auto;
`

export const FundsList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
`

/** A fund's name on one line, cut with an ellipsis (the tooltip shows it whole). */
export const FundLabel = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

export const FundLinkItem = styled.a`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => px(theme.sizes.option)};
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  outline: none;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.actionSubtle};
    box-shadow: inset ${({ theme }) => px(theme.sizes.indicator)} 0 0 ${({ theme }) => theme.colors.action};
  }
`

export const FundsEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
`
