import styled, { css } from 'styled-components'
import { focusRing, px, visuallyHidden } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

/** Label, control and messages of one form field, stacked. */
export const FieldRoot = styled.div<{ $width?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  width: ${({ $width }) => ($width === undefined ? '100%' : px($width))};
  max-width: 100%;
  min-width: 0;
`

export const Label = styled.label<{ $hidden?: boolean }>`
  font-size: ${theme.typography.size.sm};
  font-weight: ${theme.typography.weight.semibold};
  color: ${theme.colors.ink};
  ${({ $hidden }) => $hidden && visuallyHidden}
`

export const Hint = styled.p`
  margin: 0;
  font-size: ${theme.typography.size.xs};
  color: ${theme.colors.inkMuted};
`

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${theme.typography.size.xs};
  font-weight: ${theme.typography.weight.semibold};
  color: ${theme.colors.danger};
`

/** The box of a text input, text area or dropdown trigger. */
export const controlBox = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${px(theme.sizes.control)};
  padding: ${theme.space.sm} ${theme.space.md};
  border: ${px(theme.sizes.border)} solid
    ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.control)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  box-shadow: ${({ $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.danger}` : 'none')};
  ${focusRing}

  &:hover:not(:disabled):not([aria-disabled='true']) {
    border-color: ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.ink)};
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${theme.colors.disabledSurface};
    color: ${theme.colors.disabled};
  }

  &::placeholder {
    color: ${theme.colors.inkMuted};
  }
`

export type TriggerTone = 'default' | 'inverse'

/** The closed dropdown or date field: shows the selection and an icon (turned over while `$open`). */
export const Trigger = styled.button<{ $invalid?: boolean; $tone: TriggerTone; $open: boolean }>`
  ${controlBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding-right: ${theme.space.sm};
  text-align: left;
  cursor: pointer;

  svg {
    flex: none;
    color: inherit;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
  }

  ${({ $tone }) =>
    $tone === 'inverse' &&
    css`
      background: transparent;
      color: ${theme.colors.inkInverse};
      border-color: ${theme.colors.inkInverseMuted};
      &:hover:not(:disabled) {
        border-color: ${theme.colors.inkInverse};
        background: ${theme.colors.brandStrong};
      }
      &:focus-visible {
        outline-color: ${theme.colors.inkInverse};
      }
    `}
`

export const TriggerText = styled.span<{ $placeholder: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ $placeholder }) => ($placeholder ? theme.colors.inkMuted : 'inherit')};
`
