import styled from 'styled-components'
import { px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

/** The open Funds menu: its search box above the list, one keyboard handler for both. */
export const FundsPopup = styled.div`
  display: flex;
  flex-direction: column;
`

export const FundsSearch = styled.div`
  padding: ${theme.space.xs} ${theme.space.sm} ${theme.space.sm};
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.border};
`

/** The funds list's scrolling frame: the list inside it is as tall as all its links. */
export const FundsScroller = styled.div`
  max-height: ${px(theme.sizes.listMaxHeight)};
  overflow-y: auto;
`

export const FundsList = styled.ul`
  margin: 0;
  padding: ${theme.space.xs} 0;
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
  min-height: ${px(theme.sizes.option)};
  padding: 0 ${theme.space.md};
  color: ${theme.colors.ink};
  text-decoration: none;
  outline: none;

  &:hover,
  &:focus-visible {
    background: ${theme.colors.actionSubtle};
    box-shadow: inset ${px(theme.sizes.indicator)} 0 0 ${theme.colors.action};
  }
`

export const FundsEmpty = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  color: ${theme.colors.inkMuted};
`
