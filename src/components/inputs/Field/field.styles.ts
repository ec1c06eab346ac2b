import styled, { css } from 'styled-components'
import { focusRing, px, visuallyHidden } from '../../theme/mixins'

/** Label, control and messages of one form field, stacked. */
export const FieldRoot = styled.div<{ $width?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: ${({ $width }) => ($width === undefined ? '100%' : px($width))};
  max-width: 100%;
  min-width: 0;
`

export const Label = styled.label<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
  ${({ $hidden }) => $hidden && visuallyHidden}
`

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.danger};
`

/** The box of a text input, text area or dropdown trigger. */
export const controlBox = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => px(theme.sizes.control)};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => px(theme.sizes.border)} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.control)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.danger}` : 'none')};
  ${focusRing}

  &:hover:not(:disabled):not([aria-disabled='true']) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.ink)};
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.disabled};
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`

export type TriggerTone = 'default' | 'inverse'

/** The closed dropdown or date field: shows the selection and an icon (turned over while `$open`). */
export const Trigger = styled.button<{ $invalid?: boolean; $tone: TriggerTone; $open: boolean }>`
  ${controlBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-right: ${({ theme }) => theme.space.sm};
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
      color: ${({ theme }) => theme.colors.inkInverse};
      border-color: ${({ theme }) => theme.colors.inkInverseMuted};
      &:hover:not(:disabled) {
        border-color: ${({ theme }) => theme.colors.inkInverse};
        background: ${({ theme }) => theme.colors.brandStrong};
      }
      &:focus-visible {
        outline-color: ${({ theme }) => theme.colors.inkInverse};
      }
    `}
`

export const TriggerText = styled.span<{ $placeholder: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.colors.inkMuted : 'inherit')};
`
