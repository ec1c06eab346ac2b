import styled, { css } from 'styled-components'
import { compactControl } from '../../layout/mixins'
import { insetFocusRing, px, tabIndicator } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

export type MenuTriggerVariant = 'button' | 'icon' | 'inverse' | 'tab' | 'plain'

export const MenuTrigger = styled.button<{ $variant: MenuTriggerVariant; $active?: boolean }>`
  ${compactControl({ gap: theme.space.xs, padding: theme.space.sm })}
  font-weight: ${theme.typography.weight.semibold};
  white-space: nowrap;

  &:hover:not(:disabled) {
    background: ${theme.colors.actionSubtle};
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
