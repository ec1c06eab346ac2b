import styled, { css } from 'styled-components'
import { focusRing, insetFocusRing, px, tabIndicator } from '../../theme/mixins'

export type MenuTriggerVariant = 'button' | 'icon' | 'inverse' | 'tab' | 'plain'

export const MenuTrigger = styled.button<{ $variant: MenuTriggerVariant; $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => px(theme.sizes.controlSm)};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.actionSubtle};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabled};
  }

  ${({ $variant }) =>
    $variant === 'icon' &&
    css`
      justify-content: center;
      width: ${({ theme }) => px(theme.sizes.control)};
      min-height: ${({ theme }) => px(theme.sizes.control)};
      padding: 0;
      border-radius: ${({ theme }) => theme.radii.pill};
      color: ${({ theme }) => theme.colors.inkMuted};
    `}

  ${({ $variant }) =>
    $variant === 'plain' &&
    css`
      justify-content: center;
      min-width: ${({ theme }) => px(theme.sizes.targetMin)};
      padding: 0 ${({ theme }) => theme.space.xxs};
      min-height: ${({ theme }) => px(theme.sizes.checkbox + theme.sizes.gap)};
      color: ${({ theme }) => theme.colors.inkMuted};
    `}

  ${({ $variant }) =>
    $variant === 'inverse' &&
    css`
      min-height: ${({ theme }) => px(theme.sizes.control)};
      color: ${({ theme }) => theme.colors.inkInverse};
      &:hover:not(:disabled) {
        background: ${({ theme }) => theme.colors.brandStrong};
      }
      &:focus-visible {
        outline-color: ${({ theme }) => theme.colors.inkInverse};
      }
    `}

  ${({ $variant, $active }) =>
    $variant === 'tab' &&
    css`
      height: ${({ theme }) => px(theme.sizes.navTabs)};
      padding: 0 ${({ theme }) => theme.space.md};
      border-radius: 0;
      color: ${({ theme }) => ($active ? theme.colors.action : theme.colors.ink)};
      ${tabIndicator}
      ${insetFocusRing}
    `}
`
