import styled from 'styled-components'
import { capsLabel } from '../../layout/mixins'
import { px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

export const MenuList = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${theme.space.xxs} 0;
`

export const GroupLabel = styled.div`
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.xxs};
  ${capsLabel}
`

export const Separator = styled.div`
  height: ${px(theme.sizes.border)};
  margin: ${theme.space.xs} 0;
  background: ${theme.colors.border};
`

export const Item = styled.button<{ $current?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${theme.space.xxs};
  min-height: ${px(theme.sizes.option)};
  padding: ${theme.space.xs} ${theme.space.md};
  border: 0;
  background: ${({ $current }) => ($current ? theme.colors.actionSubtle : 'transparent')};
  color: ${({ $current }) => ($current ? theme.colors.action : theme.colors.ink)};
  font-weight: ${({ $current }) =>
    $current ? theme.typography.weight.semibold : theme.typography.weight.regular};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &:hover,
  &:focus-visible {
    background: ${theme.colors.actionSubtle};
    box-shadow: inset ${px(theme.sizes.indicator)} 0 0 ${theme.colors.action};
  }

  &[aria-disabled='true'] {
    color: ${theme.colors.disabled};
    cursor: not-allowed;
  }
`

export const ItemHint = styled.span`
  font-size: ${theme.typography.size.xs};
  color: ${theme.colors.warning};
  white-space: normal;
`
