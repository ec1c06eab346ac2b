import styled, { css } from 'styled-components'
import { bareButton, insetFocusRing, px, tabIndicator } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

export type MenuTriggerVariant = 'button' | 'icon' | 'inverse' | 'tab' | 'plain'

export const MenuTrigger = styled.button<{ $variant: MenuTriggerVariant; $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${px(theme.sizes.controlSm)};
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.ink};
  font-weight: ${theme.typography.weight.semibold};
  white-space: nowrap;
  ${bareButton}

  &:hover:not(:disabled) {
    background: ${theme.colors.actionSubtle};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.colors.disabled};
  }

  ${({ $variant }) =>
    $variant === 'icon' &&
    css`
      justify-content: center;
      width: ${px(theme.sizes.control)};
      min-height: ${px(theme.sizes.control)};
      padding: 0;
      border-radius: ${theme.radii.pill};
      color: ${theme.colors.inkMuted};
    `}

  ${({ $variant }) =>
    $variant === 'plain' &&
    css`
      justify-content: center;
      min-width: ${px(theme.sizes.targetMin)};
      padding: 0 ${theme.space.xxs};
      min-height: ${px(theme.sizes.checkbox + theme.sizes.gap)};
      color: ${theme.colors.inkMuted};
    `}

  ${({ $variant }) =>
    $variant === 'inverse' &&
    css`
      min-height: ${px(theme.sizes.control)};
      color: ${theme.colors.inkInverse};
      &:hover:not(:disabled) {
        background: ${theme.colors.brandStrong};
      }
      &:focus-visible {
        outline-color: ${theme.colors.inkInverse};
      }
    `}

  ${({ $variant, $active }) =>
    $variant === 'tab' &&
    css`
      height: ${px(theme.sizes.navTabs)};
      padding: 0 ${theme.space.md};
      border-radius: 0;
      color: ${$active ? theme.colors.action : theme.colors.ink};
      ${tabIndicator}
      ${insetFocusRing}
    `}
`
