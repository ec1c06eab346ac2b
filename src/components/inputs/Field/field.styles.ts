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
