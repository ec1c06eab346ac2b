import styled from 'styled-components'
import { px } from '../../theme/mixins'

export const MenuList = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.xxs} 0;
`

export const GroupLabel = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.caps};
  text-transform: uppercase;
`

export const Separator = styled.div`
  height: ${({ theme }) => px(theme.sizes.border)};
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.border};
`

export const Item = styled.button<{ $current?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => px(theme.sizes.option)};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 0;
  background: ${({ theme, $current }) => ($current ? theme.colors.actionSubtle : 'transparent')};
  color: ${({ theme, $current }) => ($current ? theme.colors.action : theme.colors.ink)};
  font-weight: ${({ theme, $current }) =>
    $current ? theme.typography.weight.semibold : theme.typography.weight.regular};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.actionSubtle};
    box-shadow: inset ${({ theme }) => px(theme.sizes.indicator)} 0 0 ${({ theme }) => theme.colors.action};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.disabled};
    cursor: not-allowed;
  }
`

export const ItemHint = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.warning};
  white-space: normal;
`
